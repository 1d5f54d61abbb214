//! The `ub` dialect: the poison value (`#ub.poison`, `ub.poison`) and `ub.unreachable`.

use mlir_ir::asm::{AsmParser, PResult, Punct};
use mlir_ir::print::AsmWriter;
use mlir_ir::{AttrHooks, AttrKind, Attribute, Context, Type};
use mlir_ods::constraint::{self as c, AttrConstraint, AttrSyntax};
use mlir_ods::{DialectDef, OpDef, Trait};
use std::sync::Arc;

/// `#ub.poison`
pub fn poison(ctx: &Context) -> Attribute {
    ctx.dialect_attr("ub", "poison", &[])
}

/// Whether `a` is `#ub.poison`.
pub fn is_poison(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect { dialect, mnemonic, .. } if ctx.str(*dialect) == "ub" && ctx.str(*mnemonic) == "poison")
}

/// `#ub.poison` has no parameters; a `<...>` body is read and ignored, as upstream does.
struct PoisonHooks;

impl AttrHooks for PoisonHooks {
    fn parse(&self, p: &mut dyn AsmParser, _ty: Option<Type>) -> PResult<Attribute> {
        if p.parse_optional_punct(Punct::Less) {
            let mut depth = 1;
            while depth > 0 {
                if p.parse_optional_punct(Punct::Less) {
                    depth += 1;
                } else if p.parse_optional_punct(Punct::Greater) {
                    depth -= 1;
                } else if p.parse_optional_attribute(None)?.is_none() && p.parse_optional_any_keyword().is_none() {
                    return Err(p.wrong_token("expected '>'"));
                }
            }
        }
        if p.parse_optional_punct(Punct::Colon) {
            p.parse_type()?;
        }
        Ok(poison(p.context()))
    }

    fn print(&self, _w: &mut AsmWriter<'_>, _params: &[Attribute]) {}
}

fn poison_attr() -> AttrConstraint {
    AttrConstraint::new("PoisonAttrInterface", "PoisonAttrInterface instance", AttrSyntax::Full, is_poison).class_checked()
}

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("ub");
    d.attrs.push(("poison".into(), Arc::new(PoisonHooks)));
    d.ops.push(
        OpDef::new("ub.poison")
            .default_attr("value", poison_attr(), "#ub.poison", poison)
            .result("result", c::any_type())
            .traits([Trait::ConstantLike, Trait::Pure])
            .format("attr-dict (`<` $value^ `>`)? `:` type($result)")
            .folder(|ir, op, _| Some(vec![mlir_ods::FoldResult::Attr(mlir_ods::groups::prop(ir, op, "value")?)])),
    );
    d.ops.push(OpDef::new("ub.unreachable").traits([Trait::Terminator]).format("attr-dict"));
    d
}
