//! Result types of an op about to be built, from its operands and attributes: what upstream's
//! `InferTypeOpInterface::inferReturnTypes` gives builders that leave the result types out.
//!
//! The op's own inference hook wins; otherwise the types follow from the definition's type
//! relations (`SameOperandsAndResultType`, `AllTypesMatch`, `TypesMatchWith`) and from result
//! constraints that fix one type (`I1`, `Index`), as ODS derives them.

use crate::constraint::typed_attr_type;
use crate::def::{Arity, OpDef, Trait};
use mlir_ir::{Attribute, Context, Ident, Type};

/// A value of the definition a type relation names.
#[derive(Copy, Clone)]
enum Slot {
    Operand(usize),
    Result(usize),
    Attr(usize),
}

fn slot(def: &OpDef, name: &str) -> Option<Slot> {
    if let Some(i) = def.operands.iter().position(|o| o.name == name) {
        return Some(Slot::Operand(i));
    }
    if let Some(i) = def.results.iter().position(|r| r.name == name) {
        return Some(Slot::Result(i));
    }
    def.attrs.iter().position(|a| a.name == name).map(Slot::Attr)
}

/// The result types of `def` built with `operands` (the types of each operand group, in
/// definition order) and `attrs`. Errors say what could not be inferred.
pub fn infer_result_types(ctx: &Context, def: &OpDef, operands: &[Vec<Type>], attrs: &[(Ident, Attribute)]) -> Result<Vec<Type>, String> {
    if let Some(f) = def.code.infer_result_types {
        let flat: Vec<Type> = operands.iter().flatten().copied().collect();
        return f(ctx, &flat, attrs)
            .ok_or_else(|| format!("'{}' could not infer its result types from its operands and attributes", def.name));
    }
    if def.results.iter().any(|r| r.arity != Arity::Single) {
        return Err(format!("'{}' has variadic or optional results: their types must be given", def.name));
    }
    let attr = |i: usize| -> Option<Attribute> {
        let name = &def.attrs[i].name;
        attrs.iter().find(|(n, _)| ctx.str(*n) == name.as_str()).map(|(_, a)| *a)
    };
    let mut results: Vec<Option<Type>> = vec![None; def.results.len()];
    let known = |results: &[Option<Type>], s: Slot| -> Option<Type> {
        match s {
            Slot::Operand(i) => operands.get(i).and_then(|v| v.first().copied()),
            Slot::Result(i) => results[i],
            Slot::Attr(i) => attr(i).and_then(|a| typed_attr_type(ctx, a)),
        }
    };
    for t in &def.traits {
        match t {
            Trait::SameOperandsAndResultType => {
                if let Some(ty) = operands.iter().find_map(|v| v.first().copied()) {
                    for r in results.iter_mut().filter(|r| r.is_none()) {
                        *r = Some(ty);
                    }
                }
            }
            Trait::AllTypesMatch(names) => {
                let slots: Vec<Slot> = names.iter().filter_map(|n| slot(def, n)).collect();
                if let Some(ty) = slots.iter().find_map(|s| known(&results, *s)) {
                    for s in &slots {
                        if let Slot::Result(i) = s {
                            results[*i].get_or_insert(ty);
                        }
                    }
                }
            }
            Trait::TypesMatchWith { from, to, transform, .. } => {
                let (Some(f), Some(Slot::Result(i))) = (slot(def, from), slot(def, to)) else { continue };
                if results[i].is_none() {
                    if let Some(ty) = known(&results, f).and_then(|t| transform(ctx, t)) {
                        results[i] = Some(ty);
                    }
                }
            }
            _ => {}
        }
    }
    for (i, r) in def.results.iter().enumerate() {
        if results[i].is_none() {
            results[i] = r.constraint.buildable.map(|b| b(ctx));
        }
    }
    let mut out = Vec::with_capacity(results.len());
    for (i, r) in results.into_iter().enumerate() {
        match r {
            Some(t) => out.push(t),
            None => return Err(format!("'{}' could not infer the type of result '{}'", def.name, def.results[i].name)),
        }
    }
    Ok(out)
}

/// Whether [`infer_result_types`] can work for `def` without its hook (all results single and
/// each derived from a trait or fixed by its constraint), as ODS decides to give an op
/// builders without result types.
pub fn results_derivable(def: &OpDef) -> bool {
    if def.code.infer_result_types.is_some() {
        return true;
    }
    if def.results.iter().any(|r| r.arity != Arity::Single) {
        return false;
    }
    (0..def.results.len()).all(|i| {
        let name = def.results[i].name.as_str();
        if def.results[i].constraint.buildable.is_some() {
            return true;
        }
        def.traits.iter().any(|t| match t {
            Trait::SameOperandsAndResultType => !def.operands.is_empty(),
            Trait::AllTypesMatch(names) => {
                names.iter().any(|n| n == name) && names.iter().any(|n| n != name && !def.results.iter().any(|r| &r.name == n))
            }
            Trait::TypesMatchWith { to, from, .. } => to == name && !def.results.iter().any(|r| &r.name == from),
            _ => false,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constraint::{any_type, i1, index};

    #[test]
    fn same_type_and_buildable() {
        let ctx = Context::new();
        let i32t = ctx.integer_type(32, mlir_ir::Signedness::Signless);
        let d = OpDef::new("t.add")
            .operand("a", any_type())
            .operand("b", any_type())
            .result("r", any_type())
            .traits([Trait::SameOperandsAndResultType]);
        assert_eq!(infer_result_types(&ctx, &d, &[vec![i32t], vec![i32t]], &[]), Ok(vec![i32t]));
        let d = OpDef::new("t.cmp").operand("a", any_type()).result("r", i1()).result("s", index());
        assert_eq!(infer_result_types(&ctx, &d, &[vec![i32t]], &[]), Ok(vec![ctx.i1_type(), ctx.index_type()]));
        assert!(results_derivable(&d));
        let d = OpDef::new("t.any").operand("a", any_type()).result("r", any_type());
        assert!(infer_result_types(&ctx, &d, &[vec![i32t]], &[]).is_err());
        assert!(!results_derivable(&d));
    }
}
