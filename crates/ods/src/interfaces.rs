//! Which interfaces an op implements, and the answers of those the model can give without
//! code of its own: type inference, memory effects, speculatability.
//!
//! An op implements an interface when its definition declares it or when its traits imply it,
//! as ODS decides: `Pure` (no memory effect, always speculatable) and `NoMemoryEffect` imply
//! `MemoryEffectsOpInterface`; `Pure` and `RecursivelySpeculatable` imply
//! `ConditionallySpeculatable`; result types derivable from the type relations imply
//! `InferTypeOpInterface`.

use mlir_ir::{Ir, OpId};

use crate::def::{Interface, OpDef, Trait};

/// Upstream's `Speculation::Speculatability`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Speculatability {
    NotSpeculatable,
    Speculatable,
    /// Speculatable if the ops in its regions are.
    RecursivelySpeculatable,
}

/// The kinds of memory effect (upstream `MemoryEffects::Effect`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EffectKind {
    Allocate,
    Free,
    Read,
    Write,
}

/// One memory effect of an op, on the default resource (the only one the core dialects use).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    pub kind: EffectKind,
    /// The value the effect is on, if it is on one.
    pub value: Option<mlir_ir::Value>,
}

fn declares(def: &OpDef, i: Interface) -> bool {
    def.interfaces.contains(&i)
}

fn has(def: &OpDef, t: Trait) -> bool {
    def.traits.contains(&t)
}

pub fn infers_result_types(def: &OpDef) -> bool {
    declares(def, Interface::InferTypeOpInterface) || (!def.results.is_empty() && crate::infer::results_derivable(def))
}

pub fn has_memory_effects(def: &OpDef) -> bool {
    declares(def, Interface::MemoryEffects) || has(def, Trait::Pure) || has(def, Trait::NoMemoryEffect)
}

pub fn is_conditionally_speculatable(def: &OpDef) -> bool {
    declares(def, Interface::ConditionallySpeculatable) || has(def, Trait::Pure) || has(def, Trait::RecursivelySpeculatable)
}

/// The memory effects of `op` (`None` when its definition does not implement the interface).
pub fn memory_effects(def: &OpDef, ir: &Ir, op: OpId) -> Option<Vec<Effect>> {
    if let Some(f) = def.code.memory_effects {
        return Some(f(ir, op));
    }
    (has(def, Trait::Pure) || has(def, Trait::NoMemoryEffect)).then(Vec::new)
}

/// The speculatability of `op` (`None` when its definition does not implement the interface).
pub fn speculatability(def: &OpDef, ir: &Ir, op: OpId) -> Option<Speculatability> {
    if let Some(f) = def.code.speculatability {
        return Some(f(ir, op));
    }
    if has(def, Trait::Pure) {
        return Some(Speculatability::Speculatable);
    }
    if has(def, Trait::RecursivelySpeculatable) {
        return Some(Speculatability::RecursivelySpeculatable);
    }
    declares(def, Interface::ConditionallySpeculatable).then_some(Speculatability::NotSpeculatable)
}

/// Whether every memory effect of `op` satisfies `ok` (given the op the effect belongs to):
/// with recursive effects, those of every op inside. Ops the model does not define may have
/// any effect.
fn effects_satisfy(ir: &Ir, op: OpId, ok: &dyn Fn(OpId, &Effect) -> bool) -> bool {
    let name = ir.name_str(op);
    // The core's own cast op is `Pure` upstream.
    if name == mlir_ir::builtin::UNREALIZED_CONVERSION_CAST {
        return true;
    }
    let Some(def) = crate::op_def(&ir.ctx, name) else { return false };
    if let Some(effects) = memory_effects(&def, ir, op) {
        return effects.iter().all(|e| ok(op, e));
    }
    has(&def, Trait::RecursiveMemoryEffects)
        && ir.regions(op).all(|r| ir.region_blocks(r).all(|b| ir.block_ops(b).all(|o| effects_satisfy(ir, o, ok))))
}

/// Whether `op` has no memory effect: its definition says so, or (with recursive effects) none
/// of the ops inside it has one (upstream's `isMemoryEffectFree`).
pub fn memory_effect_free(ir: &Ir, op: OpId) -> bool {
    effects_satisfy(ir, op, &|_, _| false)
}

/// Whether the effects of `op` allow erasing it once its results are unused (the effect part
/// of upstream's `wouldOpBeTriviallyDead`): none, or only reads and allocations of its own
/// results; with recursive effects, the same for every op inside.
pub fn effects_allow_erasure(ir: &Ir, op: OpId) -> bool {
    effects_satisfy(ir, op, &|owner, e| match e.kind {
        EffectKind::Read => true,
        EffectKind::Allocate => e.value.is_some_and(|v| ir.defining_op(v) == Some(owner)),
        _ => false,
    })
}

/// Whether `op` may run speculatively: speculatable, or recursively so with every op inside
/// speculatable (upstream's `isSpeculatable`).
pub fn is_speculatable(ir: &Ir, op: OpId) -> bool {
    let Some(def) = crate::op_def(&ir.ctx, ir.name_str(op)) else { return false };
    match speculatability(&def, ir, op) {
        Some(Speculatability::Speculatable) => true,
        Some(Speculatability::RecursivelySpeculatable) => {
            ir.regions(op).all(|r| ir.region_blocks(r).all(|b| ir.block_ops(b).all(|o| is_speculatable(ir, o))))
        }
        _ => false,
    }
}

/// Whether `op` is constant-like (upstream's `ConstantLike` trait).
pub fn is_constant_like(ir: &Ir, op: OpId) -> bool {
    crate::op_def(&ir.ctx, ir.name_str(op)).is_some_and(|d| d.has_trait(&Trait::ConstantLike))
}

/// The value a constant-like op stands for (upstream's `m_Constant`): what it folds to.
pub fn constant_value(ir: &Ir, op: OpId) -> Option<mlir_ir::Attribute> {
    if !is_constant_like(ir, op) || ir.num_results(op) != 1 {
        return None;
    }
    let info = ir.ctx.op_info(ir.name(op))?;
    if let Some(rs) = info.hooks.fold(ir, op, &[]) {
        if let [mlir_ir::FoldResult::Attr(a)] = rs[..] {
            return Some(a);
        }
    }
    crate::groups::prop(ir, op, "value")
}
