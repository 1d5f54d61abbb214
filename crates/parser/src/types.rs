//! Types (upstream's `TypeParser.cpp`).

use crate::lexer::Tok;
use crate::{PResult, Parser};
use mlir_ir::{Attribute, FloatKind, Signedness, Type, TypeKind, DYNAMIC};

/// A parsed list of types (operands' or results' types are rarely more than four).
pub(crate) type TypeList = smallvec::SmallVec<[Type; 4]>;

/// The float type keywords and their formats.
pub(crate) fn float_kind(kw: &str) -> Option<FloatKind> {
    Some(match kw {
        "f16" => FloatKind::F16,
        "bf16" => FloatKind::BF16,
        "f32" => FloatKind::F32,
        "f64" => FloatKind::F64,
        "f80" => FloatKind::F80,
        "f128" => FloatKind::F128,
        "tf32" => FloatKind::TF32,
        "f4E2M1FN" => FloatKind::F4E2M1FN,
        "f6E2M3FN" => FloatKind::F6E2M3FN,
        "f6E3M2FN" => FloatKind::F6E3M2FN,
        "f8E3M4" => FloatKind::F8E3M4,
        "f8E4M3" => FloatKind::F8E4M3,
        "f8E4M3FN" => FloatKind::F8E4M3FN,
        "f8E4M3FNUZ" => FloatKind::F8E4M3FNUZ,
        "f8E4M3B11FNUZ" => FloatKind::F8E4M3B11FNUZ,
        "f8E5M2" => FloatKind::F8E5M2,
        "f8E5M2FNUZ" => FloatKind::F8E5M2FNUZ,
        "f8E5M3FNU" => FloatKind::F8E5M3FNU,
        "f8E8M0FNU" => FloatKind::F8E8M0FNU,
        _ => return None,
    })
}

/// `i32`, `si8`, `ui16` → (width text, signedness), if the spelling is an integer type.
fn int_type_spelling(s: &str) -> Option<(&str, Signedness)> {
    let (digits, sign) = if let Some(d) = s.strip_prefix("si") {
        (d, Signedness::Signed)
    } else if let Some(d) = s.strip_prefix("ui") {
        (d, Signedness::Unsigned)
    } else if let Some(d) = s.strip_prefix('i') {
        (d, Signedness::Signless)
    } else {
        return None;
    };
    (!digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit())).then_some((digits, sign))
}

/// Upstream's limit on integer widths.
const MAX_INT_WIDTH: u64 = (1 << 24) - 1;

impl Parser<'_> {
    /// type ::= function-type | non-function-type
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.nested(|p| p.parse_type_inner())
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        if self.at(Tok::LParen) {
            return self.parse_function_type();
        }
        self.parse_non_function_type()
    }

    /// Whether the current token can start a type.
    pub(crate) fn at_type_start(&self) -> bool {
        match self.tok.kind() {
            Tok::LParen | Tok::BangIdent => true,
            Tok::BareIdent => {
                let s = self.spelling();
                matches!(s, "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref")
                    || float_kind(s).is_some()
                    || int_type_spelling(s).is_some()
            }
            _ => false,
        }
    }

    /// `(` types `)` `->` results
    pub(crate) fn parse_function_type(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        let avail = &self.lex.src[start.min(self.lex.src.len())..];
        let avail_head = crate::head8(avail);
        for e in self.fn_type_cache.iter().flatten().copied() {
            if avail_head & e.mask != e.head {
                continue;
            }
            let end = start + e.text.len();
            let next = self.lex.src.get(end).copied().unwrap_or(b' ');
            // The cached text must be followed by something that cannot continue a type.
            let continues = next.is_ascii_alphanumeric() || matches!(next, b'_' | b'$' | b'.' | b'<' | b'[');
            if !continues && avail.starts_with(e.text.as_bytes()) {
                self.prev_end = end;
                self.reset_to(end);
                return Ok(e.ty);
            }
        }
        let inputs = self.parse_type_list_parens()?;
        self.expect(Tok::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        let ty = self.ctx.function_type(&inputs, &results);
        let text = &self.src[start..self.prev_end];
        let len = text.len();
        let mask = if len >= 8 { u64::MAX } else { (1u64 << (8 * len)) - 1 };
        self.fn_type_cache[self.fn_type_next] = Some(crate::FnTypeEntry { text, head: crate::head8(text.as_bytes()), mask, ty });
        self.fn_type_next = (self.fn_type_next + 1) % self.fn_type_cache.len();
        Ok(ty)
    }

    /// `(` [type (`,` type)*] `)`. Lists are short: kept inline up to 4 types.
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<TypeList> {
        self.expect(Tok::LParen, "expected '('")?;
        let mut tys = TypeList::new();
        if self.eat(Tok::RParen) {
            return Ok(tys);
        }
        self.comma_list(|p| {
            tys.push(p.parse_type()?);
            Ok(())
        })?;
        self.expect(Tok::RParen, "expected ')'")?;
        Ok(tys)
    }

    /// A lone non-function type or a parenthesized list.
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<TypeList> {
        if self.at(Tok::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(smallvec::smallvec![self.parse_non_function_type()?])
    }

    pub(crate) fn parse_non_function_type(&mut self) -> PResult<Type> {
        let ctx = self.ctx;
        match self.tok.kind() {
            Tok::BangIdent => return self.parse_extended_type(),
            Tok::BareIdent => {}
            _ => return Err(self.wrong_token("expected non-function type")),
        }
        let s = self.spelling();
        let short = crate::short_key(s.as_bytes()).map(|k| (k, (k.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 60) as usize));
        if let Some((k, slot)) = short {
            if let (key, Some(t)) = self.short_types[slot] {
                if key == k {
                    self.bump();
                    return Ok(t);
                }
            }
        }
        if let Some(&t) = self.type_cache.get(s) {
            if let Some((k, slot)) = short {
                self.short_types[slot] = (k, Some(t));
            }
            self.bump();
            return Ok(t);
        }
        if let Some((digits, signedness)) = int_type_spelling(s) {
            // A width that does not fit 32 bits is not a width at all, as upstream.
            let Ok(width) = digits.parse::<u32>() else {
                return Err(self.error("invalid integer width"));
            };
            let width = u64::from(width);
            if width > MAX_INT_WIDTH {
                return Err(self.error(format!("integer bitwidth is limited to {MAX_INT_WIDTH} bits")));
            }
            self.bump();
            let t = ctx.integer_type(width as u32, signedness);
            self.type_cache.insert(s, t);
            return Ok(t);
        }
        if let Some(k) = float_kind(s) {
            self.bump();
            let t = ctx.float_type(k);
            self.type_cache.insert(s, t);
            return Ok(t);
        }
        match s {
            "index" => {
                self.bump();
                self.type_cache.insert(s, ctx.index_type());
                Ok(ctx.index_type())
            }
            "none" => {
                self.bump();
                Ok(ctx.none_type())
            }
            "complex" => self.parse_complex_type(),
            "tuple" => self.parse_tuple_type(),
            "vector" => self.parse_vector_type(),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            _ => Err(self.wrong_token("expected non-function type")),
        }
    }

    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Tok::Less, "expected '<' in complex type")?;
        let loc = self.tok.start;
        let elem = self.parse_type()?;
        // As upstream, the closing `>` comes before the element type's check.
        self.expect(Tok::Greater, "expected '>' in complex type")?;
        let ok = matches!(self.ctx.type_kind(elem), TypeKind::Float(_) | TypeKind::Integer { .. });
        if !ok {
            return Err(self.error_at(loc, "invalid element type for complex"));
        }
        Ok(self.ctx.intern_type(TypeKind::Complex(elem)))
    }

    fn parse_tuple_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Tok::Less, "expected '<' in tuple type")?;
        let mut elems = Vec::new();
        if !self.eat(Tok::Greater) {
            self.comma_list(|p| {
                elems.push(p.parse_type()?);
                Ok(())
            })?;
            self.expect(Tok::Greater, "expected '>' in tuple type")?;
        }
        Ok(self.ctx.intern_type(TypeKind::Tuple(elems.into())))
    }

    /// Consumes the `x` that separates dimensions, splitting `xf32`-style tokens.
    pub(crate) fn parse_x_in_dimension_list(&mut self) -> PResult<()> {
        if !self.at(Tok::BareIdent) || !self.spelling().starts_with('x') {
            return Err(self.wrong_token("expected 'x' in dimension list"));
        }
        if self.spelling().len() > 1 {
            let pos = self.tok.start + 1;
            self.prev_end = pos;
            self.reset_to(pos);
        } else {
            self.bump();
        }
        Ok(())
    }

    /// One dimension: `?` (if allowed) or an integer; `0xf32` reads as `0`, `x`, `f32`.
    fn parse_dimension(&mut self, allow_dynamic: bool) -> PResult<i64> {
        if self.at(Tok::Question) {
            if !allow_dynamic {
                return Err(self.error("expected static shape"));
            }
            self.bump();
            return Ok(DYNAMIC);
        }
        let s = self.spelling();
        if s.len() > 1 && s.as_bytes()[1] == b'x' {
            let pos = self.tok.start + 1;
            self.prev_end = pos;
            self.reset_to(pos);
            return Ok(0);
        }
        match s.parse::<i64>() {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => Err(self.error("invalid dimension")),
        }
    }

    /// `dim x dim x ... x` before an element type; `*x` when `allow_unranked` (returns `None`).
    fn parse_dimension_list(&mut self, allow_unranked: bool, allow_dynamic: bool) -> PResult<Option<Vec<i64>>> {
        if self.at(Tok::Star) {
            if !allow_unranked {
                return Err(self.error("expected dimension"));
            }
            self.bump();
            self.parse_x_in_dimension_list()?;
            return Ok(None);
        }
        let mut dims = Vec::new();
        while self.at(Tok::Integer) || self.at(Tok::Question) {
            dims.push(self.parse_dimension(allow_dynamic)?);
            self.parse_x_in_dimension_list()?;
        }
        Ok(Some(dims))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        let vector_loc = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "expected '<' in vector type")?;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        loop {
            let is_scalable = self.at(Tok::LSquare);
            if !(self.at(Tok::Integer) || is_scalable) {
                break;
            }
            if is_scalable {
                self.bump();
                // Only an integer can follow (upstream reads it as an unsigned value).
                if self.at(Tok::Question) {
                    return Err(self.error("invalid dimension"));
                }
            }
            let d = self.parse_dimension(false)?;
            if is_scalable {
                self.expect(Tok::RSquare, "missing ']' closing scalable dimension")?;
            }
            shape.push(d);
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        let elem = self.parse_type()?;
        self.expect(Tok::Greater, "expected '>' in vector type")?;
        // As upstream, the element type's constraint is checked once the type is read, before
        // the sizes, and reported at the start of the type.
        if !is_valid_vector_elem(self.ctx.type_kind(elem)) {
            return Err(self.error_at(vector_loc, "failed to verify 'elementType': VectorElementTypeInterface instance"));
        }
        if shape.iter().any(|&d| d <= 0) {
            let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            let msg = format!("vector types must have positive constant sizes but got {}", dims.join(", "));
            return Err(self.error_at(vector_loc, msg));
        }
        if !scalable.iter().any(|&s| s) {
            scalable.clear();
        }
        Ok(self.ctx.intern_type(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), elem }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(Tok::Less, "expected '<' in tensor type")?;
        let dims = self.parse_dimension_list(true, true)?;
        let loc = self.tok.start;
        let elem = self.parse_type();
        // An optional encoding: after the comma, anything that cannot start an attribute
        // means there is none (upstream accepts `tensor<4xi32, >`). As upstream, it is read
        // even when the element type failed (which can report a second error).
        let encoding = if self.eat(Tok::Comma) && self.at_attribute_start() { Some(self.parse_attribute(None)) } else { None };
        let elem = elem?;
        let encoding = encoding.transpose()?;
        self.expect(Tok::Greater, "expected '>' in tensor type")?;
        if !is_valid_tensor_elem(self.ctx.type_kind(elem)) {
            return Err(self.error_at(loc, "invalid tensor element type"));
        }
        if dims.is_none() && encoding.is_some() {
            // Reported where upstream reports it: at the token after the type.
            return Err(self.error("cannot apply encoding to unranked tensor"));
        }
        Ok(match dims {
            Some(shape) => {
                if let Some(&d) = shape.iter().find(|&&d| d < 0 && d != DYNAMIC) {
                    return Err(self.error_at(loc, format!("invalid tensor dimension size {d}")));
                }
                self.ctx.intern_type(TypeKind::RankedTensor { shape: shape.into(), elem, encoding })
            }
            None => self.ctx.intern_type(TypeKind::UnrankedTensor { elem }),
        })
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let memref_loc = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "expected '<' in memref type")?;
        let dims = self.parse_dimension_list(true, true)?;
        let loc = self.tok.start;
        let elem = self.parse_type()?;
        if !is_valid_memref_elem(self.ctx.type_kind(elem)) {
            return Err(self.error_at(loc, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut memory_space: Option<Attribute> = None;
        // `, elem (, elem)*` up to `>`, as upstream's comma-separated list (not empty).
        let has_list = !self.at(Tok::Greater);
        if has_list {
            self.expect(Tok::Comma, "expected ',' or '>' in memref type")?;
            if self.at(Tok::Greater) {
                return Err(self.wrong_token("expected list element"));
            }
        }
        let mut first = true;
        while has_list && (std::mem::take(&mut first) || self.eat(Tok::Comma)) {
            let a = self.parse_attribute(None)?;
            let is_layout = matches!(
                self.ctx.attr_kind(a),
                mlir_ir::AttrKind::AffineMap(_) | mlir_ir::AttrKind::StridedLayout { .. }
            );
            // Upstream reports these once the attribute is parsed (at the next token).
            if is_layout && dims.is_none() {
                return Err(self.error("cannot have affine map for unranked memref type"));
            } else if is_layout && memory_space.is_some() {
                return Err(self.error("expected memory space to be last in memref type"));
            } else if is_layout {
                // A later layout replaces an earlier one, as upstream.
                layout = Some(a);
            } else {
                if memory_space.is_some() {
                    return Err(self.error("multiple memory spaces specified in memref type"));
                }
                memory_space = Some(a);
            }
        }
        self.expect(Tok::Greater, if has_list { "expected ',' or '>'" } else { "expected '>' in memref type" })?;
        if let (Some(l), Some(shape)) = (layout, &dims) {
            if let mlir_ir::AttrKind::AffineMap(m) = self.ctx.attr_kind(l) {
                if m.num_dims as usize != shape.len() {
                    let msg = format!("memref layout mismatch between rank and affine map: {} != {}", shape.len(), m.num_dims);
                    return Err(self.error_at(memref_loc, msg));
                }
            }
        }
        // An identity map layout is the default: don't store it.
        if let Some(l) = layout {
            if let mlir_ir::AttrKind::AffineMap(m) = self.ctx.attr_kind(l) {
                if mlir_ir::affine_ops::is_identity(m) {
                    layout = None;
                }
            }
        }
        // A zero integer memory space is the default one.
        if let Some(ms) = memory_space {
            if let mlir_ir::AttrKind::Integer { value: mlir_ir::IntValue::Small(0), ty } = self.ctx.attr_kind(ms) {
                if *ty == self.ctx.i64_type() {
                    memory_space = None;
                }
            }
        }
        Ok(match dims {
            Some(shape) => self.ctx.intern_type(TypeKind::MemRef { shape: shape.into(), elem, layout, memory_space }),
            None => self.ctx.intern_type(TypeKind::UnrankedMemRef { elem, memory_space }),
        })
    }

    /// `!alias`, `!dialect.type`, `!dialect<...>`.
    fn parse_extended_type(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        let name = &self.spelling()[1..];
        match name.split_once('.') {
            None => {
                // An alias, unless a `<...>` body follows.
                if self.src.as_bytes().get(self.tok.end()) == Some(&b'<') {
                    let dialect = name.to_string();
                    let body_start = self.tok.end() + 1;
                    let body_end = self.scan_pretty_body(body_start)?;
                    let data = self.src[body_start..body_end].to_string();
                    self.reset_to(body_end + 1);
                    return self.make_opaque_type(start, body_start, &dialect, &data);
                }
                let name = name.to_string();
                match self.symbols.type_aliases.get(&name) {
                    Some(&t) => {
                        self.bump();
                        Ok(t)
                    }
                    None => {
                            // Upstream reports this at the end of the alias token (on its last character when the
                            // input ends there).
                            let end = self.tok.end().min(self.lex.src.len().saturating_sub(1)).max(self.tok.start);
                            Err(self.error_at(end, format!("undefined symbol alias id '{name}'")))
                        }
                }
            }
            Some((dialect, mnemonic)) => {
                if let Some(hooks) = self.ctx.type_hooks(dialect, mnemonic) {
                    // A loaded dialect's type: its hooks read the body after the mnemonic.
                    self.bump();
                    let mut cp = crate::custom::CustomParser { p: self, op: None, name_off: start, num_results: 0, op_name: None };
                    return hooks.parse(&mut cp);
                }
                let dialect = dialect.to_string();
                self.check_dialect_namespace(&dialect, start)?;
                let ident_text = name[dialect.len() + 1..].to_string();
                let mut end = self.tok.end();
                let mut data = ident_text;
                if self.src.as_bytes().get(end) == Some(&b'<') {
                    let body_end = self.scan_pretty_body(end + 1)?;
                    data.push_str(&self.src[end..=body_end]);
                    end = body_end + 1;
                }
                self.reset_to(end);
                let data_start = start + dialect.len() + 2;
                self.make_opaque_type(data_start, data_start, &dialect, &data)
            }
        }
    }

    /// A pretty dialect symbol's namespace must be an identifier (`[a-zA-Z_][a-zA-Z_0-9$]*`).
    pub(crate) fn check_dialect_namespace(&mut self, ns: &str, token_start: usize) -> PResult<()> {
        let b = ns.as_bytes();
        let valid = !b.is_empty()
            && (b[0].is_ascii_alphabetic() || b[0] == b'_')
            && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'$');
        if valid {
            return Ok(());
        }
        let mut quoted = String::new();
        mlir_ir::print::write_escaped(&mut quoted, ns.as_bytes());
        Err(self.error_at(token_start + 2 + ns.len(), format!("invalid dialect namespace '{quoted}'")))
    }

    /// A type of a dialect that defines none: an error for a loaded dialect (it has no parser
    /// for it, reported at `data_start`), an opaque type for an unregistered one when those are
    /// allowed, upstream's opaque-type error (at `at`) otherwise.
    fn make_opaque_type(&mut self, at: usize, data_start: usize, dialect: &str, data: &str) -> PResult<Type> {
        if self.ctx.is_dynamic_dialect(dialect) {
            // A dialect loaded at run time knows only the types it was given.
            return Err(self.error_at(data_start, "expected dynamic type"));
        }
        if self.ctx.is_dialect_loaded(dialect) {
            return Err(self.error_at(data_start, format!("dialect '{dialect}' provides no type parsing hook")));
        }
        if !self.ctx.allows_unregistered_dialects() {
            let mut quoted = String::new();
            mlir_ir::print::write_escaped(&mut quoted, dialect.as_bytes());
            return Err(self.error_at(
                at,
                format!(
                    "`!{quoted}<\"{data}\">` type created with unregistered dialect. If this is intended, please call \
                     allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
                ),
            ));
        }
        let d = self.ctx.ident(dialect);
        Ok(self.ctx.intern_type(TypeKind::Opaque { dialect: d, data: data.into() }))
    }

    /// Finds the `>` closing a dialect symbol body whose `<` is just before `start`, as
    /// upstream's `parseDialectSymbolBody`: `<([{` nest, `->` is not a closing `>`, strings are
    /// lexed as tokens. Errors name the innermost open character and are reported at the `<`,
    /// or at the last string lexed (where upstream's current token is then).
    pub(crate) fn scan_pretty_body(&mut self, start: usize) -> PResult<usize> {
        let b = self.lex.src;
        let mut stack: Vec<u8> = vec![b'<'];
        let mut err_at = start - 1;
        let mut i = start;
        loop {
            let c = b.get(i).copied().unwrap_or(0);
            if c == 0 {
                // End of input (or a NUL, which upstream's buffer treats the same).
                let open = *stack.last().expect("non-empty");
                let at = if err_at >= b.len() { b.len().saturating_sub(1) } else { err_at };
                return Err(self.error_at(at, format!("unbalanced '{}' character in pretty dialect name", open as char)));
            }
            i += 1;
            match c {
                b'<' | b'[' | b'(' | b'{' => stack.push(c),
                b'-' if b.get(i) == Some(&b'>') => i += 1,
                b'>' | b']' | b')' | b'}' => {
                    let want = match c {
                        b'>' => b'<',
                        b']' => b'[',
                        b')' => b'(',
                        _ => b'{',
                    };
                    let open = *stack.last().expect("non-empty");
                    if open != want {
                        return Err(self.error_at(err_at, format!("unbalanced '{}' character in pretty dialect name", open as char)));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        return Ok(i - 1);
                    }
                }
                b'"' => {
                    // Lex the string as a token; a bad one is reported by the lexer.
                    self.lex.reset_to(i - 1);
                    let t = self.lex.lex();
                    if !t.is(Tok::String) {
                        self.tok = t;
                        self.check_lex_error();
                        return Err(mlir_ir::Emitted);
                    }
                    err_at = t.start;
                    i = t.end();
                }
                _ => {}
            }
        }
    }
}

/// Upstream's `VectorElementTypeInterface`: among builtin types, integers, index and floats.
/// Types of unregistered dialects do not implement it.
fn is_valid_vector_elem(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_))
}

/// Upstream's `TensorType::isValidElementType`: among builtin types, only scalars, complex,
/// vectors and opaque (dialect) types.
fn is_valid_tensor_elem(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_) | TypeKind::Vector { .. } | TypeKind::Opaque { .. }
    )
}

fn is_valid_memref_elem(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::Complex(_)
            | TypeKind::Vector { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
    )
}

/// Whether `s` spells an integer type (`i32`, `si8`, `ui1`): upstream lexes these as their
/// own token kind.
pub(crate) fn is_int_type_spelling(s: &str) -> bool {
    int_type_spelling(s).is_some()
}
