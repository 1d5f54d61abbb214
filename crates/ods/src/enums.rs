//! Enumerations: integer enums stored as integer attributes (`I64EnumAttr`, spelled by case
//! keyword in custom syntax) and bit enums wrapped in a dialect attribute
//! (`#arith.fastmath<nnan,ninf>`).

use crate::constraint::{AttrConstraint, AttrSyntax};
use mlir_ir::asm::{AsmParser, PResult, Punct};
use mlir_ir::print::AsmWriter;
use mlir_ir::{AttrHooks, AttrKind, Attribute, Context, Signedness, Type, TypeKind};
use std::sync::Arc;

#[derive(Clone, Debug)]
pub struct EnumCase {
    /// The keyword (`slt`, `nnan`).
    pub keyword: String,
    pub value: u64,
    /// The case's symbol in generated code (upstream's C++ enumerator: `AlwaysFalse` for
    /// `false`); the keyword unless set.
    pub symbol: String,
}

/// An enumeration's cases and spelling.
#[derive(Clone, Debug)]
pub struct EnumDef {
    /// The enum's name (`CmpIPredicate`).
    pub name: String,
    /// The C++ type upstream's messages name (`::mlir::arith::FastMathFlags`).
    pub cpp_type: String,
    /// Storage width of the integer attribute (32 or 64).
    pub width: u32,
    /// Bit enum: a value is a set of flags; cases whose value has several bits are groups.
    pub bit: bool,
    /// Between flags when printing a bit enum (`,` or `, `).
    pub separator: String,
    pub cases: Vec<EnumCase>,
    /// One line describing the enum (upstream's summary), for generated code; for integer
    /// enums it defaults to the cases ODS lists (`allowed 64-bit signless integer cases: ...`).
    pub summary: String,
    /// The attribute kind the enum's integer form is built under (upstream's `EnumAttrInfo`
    /// def name: `Arith_CmpIPredicateAttr`, `FastMathFlags`), when it is one.
    pub attr_kind: Option<String>,
}

impl EnumDef {
    pub fn int(name: &str, cpp_type: &str, width: u32, cases: &[(&str, u64)]) -> EnumDef {
        let values: Vec<String> = cases.iter().map(|(_, v)| v.to_string()).collect();
        EnumDef {
            name: name.into(),
            cpp_type: cpp_type.into(),
            width,
            bit: false,
            separator: String::new(),
            cases: make_cases(cases),
            summary: format!("allowed {width}-bit signless integer cases: {}", values.join(", ")),
            attr_kind: None,
        }
    }

    pub fn bits(name: &str, cpp_type: &str, separator: &str, cases: &[(&str, u64)]) -> EnumDef {
        EnumDef {
            name: name.into(),
            cpp_type: cpp_type.into(),
            width: 32,
            bit: true,
            separator: separator.into(),
            cases: make_cases(cases),
            summary: String::new(),
            attr_kind: None,
        }
    }

    /// Sets the one-line description.
    pub fn summary(mut self, s: &str) -> Self {
        self.summary = s.into();
        self
    }

    /// Names the attribute kind of the enum's integer form.
    pub fn attr_kind(mut self, kind: &str) -> Self {
        self.attr_kind = Some(kind.into());
        self
    }

    /// Sets case symbols that differ from the keywords, as `(keyword, symbol)` pairs.
    pub fn symbols(mut self, pairs: &[(&str, &str)]) -> Self {
        for (kw, sym) in pairs {
            let case = self.cases.iter_mut().find(|c| c.keyword == *kw);
            case.unwrap_or_else(|| panic!("no case '{kw}' in {}", self.name)).symbol = (*sym).into();
        }
        self
    }

    pub fn keyword_value(&self, kw: &str) -> Option<u64> {
        self.cases.iter().find(|c| c.keyword == kw).map(|c| c.value)
    }

    pub fn keywords(&self) -> Vec<&str> {
        self.cases.iter().map(|c| c.keyword.as_str()).collect()
    }

    /// The text of `value`: the case keyword, or for a bit enum the flags (groups first).
    pub fn stringify(&self, value: u64) -> Option<std::borrow::Cow<'_, str>> {
        use std::borrow::Cow;
        if !self.bit || value == 0 {
            return self.cases.iter().find(|c| c.value == value).map(|c| Cow::Borrowed(c.keyword.as_str()));
        }
        // One case that is exactly the value (a single flag, or a whole group): no joining.
        if let Some(c) = self.cases.iter().find(|c| c.value == value) {
            if value.count_ones() == 1 || !self.cases.iter().any(|o| o.value != value && o.value.count_ones() > 1 && value & o.value == o.value) {
                return Some(Cow::Borrowed(c.keyword.as_str()));
            }
        }
        let mut rest = value;
        let mut parts: Vec<&str> = Vec::new();
        // Groups (several bits) that are wholly present print as one word.
        for c in &self.cases {
            if c.value.count_ones() > 1 && rest & c.value == c.value {
                parts.push(&c.keyword);
                rest &= !c.value;
            }
        }
        for c in &self.cases {
            if c.value.count_ones() == 1 && rest & c.value != 0 {
                parts.push(&c.keyword);
                rest &= !c.value;
            }
        }
        if rest != 0 {
            return None;
        }
        Some(Cow::Owned(parts.join(&self.separator)))
    }

    pub fn storage_type(&self, ctx: &Context) -> Type {
        ctx.integer_type(self.width, Signedness::Signless)
    }

    /// The integer attribute holding `value` in the enum's storage type, remembered per
    /// context (enums of one width share a key space: the attribute depends on nothing else).
    pub fn int_attr(&self, ctx: &Context, value: u64) -> Attribute {
        static SPACES: std::sync::OnceLock<(u64, u64)> = std::sync::OnceLock::new();
        let (s32, s64) = *SPACES.get_or_init(|| (mlir_ir::context::memo_space(), mlir_ir::context::memo_space()));
        let space = match self.width {
            32 => s32,
            64 => s64,
            _ => return ctx.integer_attr(self.storage_type(ctx), value as i128),
        };
        ctx.memo_attr(space, value, || ctx.integer_attr(self.storage_type(ctx), value as i128))
    }

    /// The value of an integer enum attribute.
    pub fn int_value(&self, ctx: &Context, a: Attribute) -> Option<u64> {
        match ctx.attr_kind(a) {
            AttrKind::Integer { ty, value } => {
                let ok = matches!(ctx.type_kind(*ty), TypeKind::Integer { width, signedness: Signedness::Signless } if *width == self.width);
                let v = value.as_i64()?;
                (ok && v >= 0).then_some(v as u64)
            }
            _ => None,
        }
    }

    /// The constraint for an integer enum stored as `N : iW`, spelled by keyword.
    pub fn int_attr_constraint(self: &Arc<Self>, ods_name: &str) -> AttrConstraint {
        let values: Vec<String> = self.cases.iter().map(|c| c.value.to_string()).collect();
        let summary = format!("allowed {}-bit signless integer cases: {}", self.width, values.join(", "));
        let def = self.clone();
        AttrConstraint::new(ods_name, &summary, AttrSyntax::IntEnum(self.clone()), move |c, a| {
            def.int_value(c, a).is_some_and(|v| def.cases.iter().any(|k| k.value == v))
        })
    }

    /// Reads an enum keyword (or quoted string) in an op's custom syntax.
    pub fn parse_keyword(&self, p: &mut dyn AsmParser) -> PResult<Option<u64>> {
        let at = p.offset();
        let kw = match p.parse_optional_string() {
            Some(s) => String::from_utf8_lossy(&s).into_owned(),
            None => match p.parse_optional_any_keyword() {
                Some(k) => k,
                None => return Ok(None),
            },
        };
        match self.keyword_value(&kw) {
            Some(v) => Ok(Some(v)),
            None => Err(p.error_at(at, format!("invalid {} keyword '{kw}'", self.name))),
        }
    }
}

fn make_cases(cases: &[(&str, u64)]) -> Vec<EnumCase> {
    cases.iter().map(|(k, v)| EnumCase { keyword: (*k).into(), value: *v, symbol: (*k).into() }).collect()
}

/// An enum wrapped in a dialect attribute (upstream `EnumAttr`), one integer parameter
/// holding the value (the bits, for a bit enum). Its body is `<flag, ...>` (assembly format
/// `` `<` $value `>` ``) or, with `bare`, ` value` (format `$value`).
pub struct BitEnumAttr {
    pub def: Arc<EnumDef>,
    pub dialect: String,
    pub mnemonic: String,
    /// The ODS name of the attribute (`Arith_FastMathAttr`), as parse errors name it.
    pub ods_name: String,
    pub bare: bool,
    /// This attribute kind's key space in [`Context::memo_attr`] (from
    /// [`mlir_ir::context::memo_space`]): built values are remembered per context.
    pub memo: u64,
}

impl BitEnumAttr {
    pub fn get(&self, ctx: &Context, value: u64) -> Attribute {
        ctx.memo_attr(self.memo, value, || {
            let v = ctx.integer_attr(ctx.integer_type(32, Signedness::Signless), value as i128);
            ctx.dialect_attr(&self.dialect, &self.mnemonic, &[v])
        })
    }

    /// One case written as a string or as a keyword that is not a case (an error, reported
    /// at `at`, the start of the value, as upstream's).
    fn parse_word(&self, p: &mut dyn AsmParser, at: usize) -> PResult<u64> {
        let word = match p.parse_optional_string() {
            Some(s) => String::from_utf8_lossy(&s).into_owned(),
            None => match p.parse_optional_any_keyword() {
                Some(k) => k,
                None => {
                    let at = p.offset();
                    p.error_at(at, "expected valid keyword or string".into());
                    return Err(p.error_at(
                        at,
                        format!("failed to parse {} parameter 'value' which is to be a `{}`", self.ods_name, self.def.cpp_type),
                    ));
                }
            },
        };
        match self.def.keyword_value(&word) {
            Some(v) => Ok(v),
            None => {
                let all = self.def.keywords().join(", ");
                p.error_at(at, format!("expected {} to be one of: {all}", self.def.cpp_type));
                let now = p.offset();
                Err(p.error_at(now, format!("failed to parse {} parameter 'value' which is to be a `{}`", self.ods_name, self.def.cpp_type)))
            }
        }
    }

    /// The constraint for this attribute, spelled by its body in op syntax.
    pub fn constraint(&self, summary: &str) -> AttrConstraint {
        let (d, m) = (self.dialect.clone(), self.mnemonic.clone());
        let (d2, m2) = (d.clone(), m.clone());
        AttrConstraint::new(&self.ods_name, summary, AttrSyntax::Dialect { full: format!("{d}.{m}"), dialect: d, mnemonic: m }, move |c, a| {
            matches!(c.attr_kind(a), AttrKind::Dialect { dialect, mnemonic, .. } if c.str(*dialect) == d2 && c.str(*mnemonic) == m2)
        })
    }
}

/// The bits held by a bit-enum dialect attribute.
pub fn bit_enum_value(ctx: &Context, a: Attribute) -> Option<u64> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect { params, .. } if params.len() == 1 => match ctx.attr_kind(params[0]) {
            AttrKind::Integer { value, .. } => value.as_i64().map(|v| v as u64),
            _ => None,
        },
        _ => None,
    }
}

impl AttrHooks for BitEnumAttr {
    fn parse(&self, p: &mut dyn AsmParser, _ty: Option<Type>) -> PResult<Attribute> {
        if !self.bare {
            p.parse_punct(Punct::Less)?;
        }
        let mut bits = 0u64;
        // Errors about the value point at its start, as upstream's (it reads the whole list
        // before mapping it).
        let start = p.offset();
        loop {
            // A keyword case (the common spelling) is looked up in place.
            let v = match p.peek_keyword().and_then(|k| self.def.keyword_value(k)) {
                Some(v) => {
                    p.skip_keyword();
                    v
                }
                None => self.parse_word(p, start)?,
            };
            bits |= v;
            if !self.def.bit || !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        if !self.bare {
            p.parse_punct(Punct::Greater)?;
        }
        Ok(self.get(p.context(), bits))
    }

    fn print(&self, w: &mut AsmWriter<'_>, params: &[Attribute]) {
        let bits = params.first().and_then(|a| match w.ctx.attr_kind(*a) {
            AttrKind::Integer { value, .. } => value.as_i64(),
            _ => None,
        });
        let text = bits.and_then(|b| self.def.stringify(b as u64)).unwrap_or_default();
        if self.bare {
            w.out.push(' ');
            w.out.push_str(&text);
        } else {
            w.out.push('<');
            w.out.push_str(&text);
            w.out.push('>');
        }
    }
}
