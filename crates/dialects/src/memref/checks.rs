//! The memref ops' own verifiers, folders and result names, with upstream's messages.

use mlir_ir::symbol::SymbolCache;
use mlir_ir::verify::emit_op_error_prefixed as op_error;
use mlir_ir::{AttrKind, Attribute, Context, EmitResult, FoldResult, Ir, OpId, Traits, Type, TypeKind, DYNAMIC};
use mlir_ods::groups::prop;

/// `%alloc`, `%cast`, `%dim`, ...: the op's mnemonic, as upstream's `getAsmResultNames`.
pub(super) fn name_by_op(ir: &Ir, op: OpId) -> Vec<Option<String>> {
    let name = match ir.name_str(op) {
        "memref.alloc" => "alloc",
        "memref.alloca" => "alloca",
        "memref.assume_alignment" => "assume_align",
        "memref.cast" => "cast",
        "memref.dim" => "dim",
        "memref.extract_aligned_pointer_as_index" => "intptr",
        "memref.memory_space_cast" => "memspacecast",
        "memref.reshape" => "reshape",
        "memref.subview" => "subview",
        "memref.transpose" => "transpose",
        "memref.collapse_shape" => "collapse_shape",
        "memref.expand_shape" => "expand_shape",
        "memref.view" => "view",
        "memref.reinterpret_cast" => "reinterpret_cast",
        _ => return vec![None; ir.num_results(op)],
    };
    vec![Some(name.to_string())]
}

fn shape_of(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, .. } => Some(shape),
        _ => None,
    }
}

/// The number of symbols of a memref's layout (an affine map's; none for the others).
fn layout_symbols(ctx: &Context, t: Type) -> usize {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout: Some(l), .. } => match ctx.attr_kind(*l) {
            AttrKind::AffineMap(m) => m.num_symbols as usize,
            _ => 0,
        },
        _ => 0,
    }
}

pub(super) fn alloc_like(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let t = ir.result_types(op).next().expect("one result");
    let Some(shape) = shape_of(ctx, t) else {
        return Err(op_error(ir, op, "result must be a memref"));
    };
    let dynamic = shape.iter().filter(|d| **d == DYNAMIC).count();
    let sizes = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let (n_dyn, n_sym) = (sizes.first().copied().unwrap_or(0) as usize, sizes.get(1).copied().unwrap_or(0) as usize);
    if n_dyn != dynamic {
        return Err(op_error(ir, op, format!("incorrect number of dynamic sizes, has {n_dyn}, expected {dynamic}")));
    }
    let symbols = layout_symbols(ctx, t);
    if n_sym != symbols {
        return Err(op_error(ir, op, format!("symbol operand count does not equal memref symbol count: expected {symbols}, got {n_sym}")));
    }
    Ok(())
}

pub(super) fn alloca(ir: &Ir, op: OpId) -> EmitResult {
    let mut p = ir.parent_op(op);
    let mut found = false;
    while let Some(o) = p {
        if mlir_ods::op_def(&ir.ctx, ir.name_str(o)).is_some_and(|d| d.has_trait(&mlir_ods::Trait::AutomaticAllocationScope))
            || ir.traits(o).contains(Traits::AUTOMATIC_ALLOCATION_SCOPE)
        {
            found = true;
            break;
        }
        p = ir.parent_op(o);
    }
    if !found {
        return Err(op_error(ir, op, "requires an ancestor op with AutomaticAllocationScope trait"));
    }
    alloc_like(ir, op)
}

/// Upstream's `IndexedAccessOpInterface` check: operand `m` is the accessed memref and every
/// operand after it is one index, one per dimension.
fn index_count(ir: &Ir, op: OpId, m: usize) -> EmitResult {
    let rank = shape_of(&ir.ctx, ir.value_type(ir.operand(op, m))).map_or(0, <[i64]>::len);
    let n = ir.num_operands(op) - m - 1;
    if n != rank {
        return Err(op_error(ir, op, format!("invalid number of indices for accessed memref, expected {rank} but got {n}")));
    }
    Ok(())
}

/// Loads and stores name one index per dimension.
pub(super) fn indexed_access(ir: &Ir, op: OpId) -> EmitResult {
    index_count(ir, op, if ir.name_str(op) == "memref.store" { 1 } else { 0 })
}

/// `SameOperandsShape` then `SameOperandsElementType`, as upstream's `memref.copy` lists them
/// (shapes are compared when both are ranked).
pub(super) fn copy(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let (a, b) = (ir.value_type(ir.operand(op, 0)), ir.value_type(ir.operand(op, 1)));
    if let (Some(sa), Some(sb)) = (shape_of(ctx, a), shape_of(ctx, b)) {
        // Compatible shapes: same rank, each size equal or dynamic on one side.
        let compatible = sa.len() == sb.len() && sa.iter().zip(sb).all(|(x, y)| x == y || *x == DYNAMIC || *y == DYNAMIC);
        if !compatible {
            return Err(op_error(ir, op, "requires the same shape for all operands"));
        }
    }
    if ctx.type_kind(a).element_type() != ctx.type_kind(b).element_type() {
        return Err(op_error(ir, op, "requires the same element type for all operands"));
    }
    Ok(())
}

pub(super) fn assume_alignment(ir: &Ir, op: OpId) -> EmitResult {
    if let Some(AttrKind::Integer { value, .. }) = prop(ir, op, "alignment").map(|a| ir.ctx.attr_kind(a)) {
        if !value.as_i64().is_some_and(|v| v > 0 && (v as u64).is_power_of_two()) {
            return Err(op_error(ir, op, "alignment must be power of 2"));
        }
    }
    Ok(())
}

pub(super) fn distinct_objects(ir: &Ir, op: OpId) -> EmitResult {
    if ir.num_operands(op) == 0 {
        return Err(op_error(ir, op, "expected at least one operand"));
    }
    let ins: Vec<Type> = ir.operand_types(op).collect();
    let outs: Vec<Type> = ir.result_types(op).collect();
    if ins != outs {
        return Err(op_error(ir, op, "operand types and result types must match"));
    }
    Ok(())
}

/// The strides and offset of a memref layout, when it has a strided form: the identity
/// layout (absent, or an identity map) has the canonical strides and offset 0.
fn strided(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { return None };
    let canonical = || {
        let mut strides = vec![0i64; shape.len()];
        let mut running = 1i64;
        for i in (0..shape.len()).rev() {
            strides[i] = running;
            running = if running == DYNAMIC || shape[i] == DYNAMIC { DYNAMIC } else { running.saturating_mul(shape[i]) };
        }
        (strides, 0)
    };
    match layout.map(|l| ctx.attr_kind(l)) {
        None => Some(canonical()),
        Some(AttrKind::StridedLayout { offset, strides }) => Some((strides.to_vec(), *offset)),
        Some(AttrKind::AffineMap(m)) if mlir_ir::affine_ops::is_identity(m) => Some(canonical()),
        _ => None,
    }
}

/// Upstream's `CastOp::areCastCompatible`.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::MemRef { shape: sa, elem: ea, layout: la, memory_space: ma },
            TypeKind::MemRef { shape: sb, elem: eb, layout: lb, memory_space: mb },
        ) => {
            if ea != eb || ma != mb || sa.len() != sb.len() {
                return false;
            }
            if la != lb {
                let (Some((stra, offa)), Some((strb, offb))) = (strided(ctx, a), strided(ctx, b)) else { return false };
                let compat = |x: i64, y: i64| x == y || x == DYNAMIC || y == DYNAMIC;
                if stra.len() != strb.len() || !compat(offa, offb) || !stra.iter().zip(&strb).all(|(x, y)| compat(*x, *y)) {
                    return false;
                }
            }
            sa.iter().zip(sb.iter()).all(|(x, y)| *x == DYNAMIC || *y == DYNAMIC || x == y)
        }
        (TypeKind::MemRef { elem: ea, memory_space: ma, .. }, TypeKind::UnrankedMemRef { elem: eb, memory_space: mb })
        | (TypeKind::UnrankedMemRef { elem: ea, memory_space: ma }, TypeKind::MemRef { elem: eb, memory_space: mb, .. })
        | (TypeKind::UnrankedMemRef { elem: ea, memory_space: ma }, TypeKind::UnrankedMemRef { elem: eb, memory_space: mb }) => {
            ea == eb && ma == mb
        }
        _ => false,
    }
}

fn incompatible(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let a = mlir_ir::print::type_to_string(ctx, ir.value_type(ir.operand(op, 0)));
    let b = mlir_ir::print::type_to_string(ctx, ir.result_types(op).next().expect("one result"));
    Err(op_error(ir, op, format!("operand type '{a}' and result type '{b}' are cast incompatible")))
}

pub(super) fn cast(ir: &Ir, op: OpId) -> EmitResult {
    let (a, b) = (ir.value_type(ir.operand(op, 0)), ir.result_types(op).next().expect("one result"));
    if !cast_compatible(&ir.ctx, a, b) {
        return incompatible(ir, op);
    }
    Ok(())
}

pub(super) fn memory_space_cast(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let (a, b) = (ir.value_type(ir.operand(op, 0)), ir.result_types(op).next().expect("one result"));
    let ok = match (ctx.type_kind(a), ctx.type_kind(b)) {
        (TypeKind::MemRef { shape: sa, elem: ea, layout: la, .. }, TypeKind::MemRef { shape: sb, elem: eb, layout: lb, .. }) => {
            ea == eb && la == lb && sa == sb
        }
        (TypeKind::UnrankedMemRef { elem: ea, .. }, TypeKind::UnrankedMemRef { elem: eb, .. }) => ea == eb,
        _ => false,
    };
    if !ok {
        return incompatible(ir, op);
    }
    Ok(())
}

/// The symbol a `memref.get_global` names must be a `memref.global` of its result type.
pub(super) fn get_global_symbols(ir: &Ir, op: OpId, symbols: &mut SymbolCache) -> EmitResult {
    let ctx = &ir.ctx;
    let Some(AttrKind::SymbolRef { root, .. }) = prop(ir, op, "name").map(|a| ctx.attr_kind(a)) else { return Ok(()) };
    let name = ctx.str(*root).to_string();
    let global = symbols.lookup_nearest(ir, op, &name).filter(|&g| ir.name_str(g) == "memref.global");
    let Some(g) = global else {
        return Err(op_error(ir, op, format!("'{name}' does not reference a valid global memref")));
    };
    let want = prop(ir, g, "type").and_then(|a| match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    });
    let got = ir.result_types(op).next().expect("one result");
    if let Some(w) = want {
        if w != got {
            return Err(op_error(
                ir,
                op,
                format!(
                    "result type '{}' does not match type '{}' of the global memref @{name}",
                    mlir_ir::print::type_to_string(ctx, got),
                    mlir_ir::print::type_to_string(ctx, w)
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn global(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let Some(AttrKind::Type(t)) = prop(ir, op, "type").map(|a| ctx.attr_kind(a)) else { return Ok(()) };
    let t = *t;
    let static_shape = matches!(ctx.type_kind(t), TypeKind::MemRef { shape, .. } if shape.iter().all(|d| *d != DYNAMIC));
    if !static_shape {
        return Err(op_error(ir, op, format!("type should be static shaped memref, but got '{}'", mlir_ir::print::type_to_string(ctx, t))));
    }
    if let Some(v) = prop(ir, op, "initial_value") {
        match ctx.attr_kind(v) {
            AttrKind::Unit => {}
            AttrKind::DenseElements { ty, .. } | AttrKind::DenseString { ty, .. } | AttrKind::DenseResource { ty, .. } => {
                let (init_elem, init_shape) = match ctx.type_kind(*ty) {
                    TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => (*elem, shape.to_vec()),
                    _ => return Ok(()),
                };
                let (elem, shape) = match ctx.type_kind(t) {
                    TypeKind::MemRef { elem, shape, .. } => (*elem, shape.to_vec()),
                    _ => return Ok(()),
                };
                if init_elem != elem {
                    return Err(op_error(
                        ir,
                        op,
                        format!(
                            "initial value element expected to be of type '{}', but was of type '{}'",
                            mlir_ir::print::type_to_string(ctx, elem),
                            mlir_ir::print::type_to_string(ctx, init_elem)
                        ),
                    ));
                }
                if init_shape != shape {
                    let list = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
                    return Err(op_error(
                        ir,
                        op,
                        format!("initial value shape expected to be {} but was {}", list(&shape), list(&init_shape)),
                    ));
                }
            }
            _ => {
                return Err(op_error(
                    ir,
                    op,
                    format!("initial value should be a unit or elements attribute, but got {}", mlir_ir::print::attr_to_string(ctx, v)),
                ));
            }
        }
    }
    Ok(())
}

fn index_constant(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        _ => None,
    }
}

pub(super) fn fold_rank(ir: &Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let rank = shape_of(ctx, ir.value_type(ir.operand(op, 0)))?.len();
    Some(vec![FoldResult::Attr(ctx.integer_attr(ctx.index_type(), rank as i128))])
}

pub(super) fn fold_dim(ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let ctx = &ir.ctx;
    let i = index_constant(ctx, operands.get(1).copied().flatten())?;
    let source = ir.operand(op, 0);
    let shape = shape_of(ctx, ir.value_type(source))?;
    if i < 0 || i as usize >= shape.len() {
        return None;
    }
    let i = i as usize;
    if shape[i] != DYNAMIC {
        return Some(vec![FoldResult::Attr(ctx.integer_attr(ctx.index_type(), shape[i] as i128))]);
    }
    // A dynamic size given to the allocation that made the source.
    let def = ir.defining_op(source)?;
    if matches!(ir.name_str(def), "memref.alloc" | "memref.alloca") {
        let k = shape[..i].iter().filter(|d| **d == DYNAMIC).count();
        return Some(vec![FoldResult::Value(ir.operand(def, k))]);
    }
    None
}

/// A cast (`memref.cast`, `memref.memory_space_cast`) to its own operand's type is that operand.
pub(super) fn fold_identity_cast(ir: &Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let src = ir.operand(op, 0);
    if ir.value_type(src) == ir.result_types(op).next()? {
        return Some(vec![FoldResult::Value(src)]);
    }
    None
}

pub(super) fn fold_assume_alignment(ir: &Ir, op: OpId, _operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let src = ir.operand(op, 0);
    let def = ir.defining_op(src)?;
    if ir.name_str(def) == "memref.assume_alignment" && prop(ir, def, "alignment") == prop(ir, op, "alignment") {
        return Some(vec![FoldResult::Value(src)]);
    }
    None
}

/// A type as diagnostics quote it: `'memref<4xf32>'`.
fn type_text(ctx: &Context, t: Type) -> String {
    format!("'{}'", mlir_ir::print::type_to_string(ctx, t))
}

/// The kind of an `atomic_rmw`, by its case keyword.
fn atomic_kind(ir: &Ir, op: OpId) -> Option<String> {
    let v = match prop(ir, op, "kind").map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64()?,
        _ => return None,
    };
    crate::arith::atomic_rmw_kind().stringify(v as u64).map(|s| s.into_owned())
}

pub(super) fn atomic_rmw(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    index_count(ir, op, 1)?;
    let Some(kind) = atomic_kind(ir, op) else { return Ok(()) };
    let value = ir.value_type(ir.operand(op, 0));
    match kind.as_str() {
        "addf" | "maximumf" | "minimumf" | "mulf" if !matches!(ctx.type_kind(value), TypeKind::Float(_)) => {
            Err(op_error(ir, op, format!("with kind '{kind}' expects a floating-point type")))
        }
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi" if !matches!(ctx.type_kind(value), TypeKind::Integer { .. }) => {
            Err(op_error(ir, op, format!("with kind '{kind}' expects an integer type")))
        }
        _ => Ok(()),
    }
}

pub(super) fn atomic_yield(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let Some(parent) = ir.parent_op(op) else { return Ok(()) };
    let (Some(want), got) = (ir.result_types(parent).next(), ir.value_type(ir.operand(op, 0))) else { return Ok(()) };
    if want != got {
        return Err(op_error(
            ir,
            op,
            format!("types mismatch between yield op: {} and its parent: {}", type_text(ctx, got), type_text(ctx, want)),
        ));
    }
    Ok(())
}

pub(super) fn generic_atomic_rmw(ir: &Ir, op: OpId) -> EmitResult {
    index_count(ir, op, 0)?;
    let r = ir.region(op, 0);
    let Some(entry) = ir.first_block(r) else { return Ok(()) };
    if ir.num_arguments(entry) != 1 {
        return Err(op_error(ir, op, "expected single number of entry block arguments"));
    }
    let result = ir.result_types(op).next().expect("one result");
    if ir.value_type(ir.argument(entry, 0)) != result {
        return Err(op_error(ir, op, "expected block argument of the same type result type"));
    }
    let mut bad = None;
    for b in ir.region_blocks(r) {
        for o in ir.block_ops(b) {
            ir.walk(o, mlir_ir::WalkOrder::PreOrder, &mut |x| {
                if bad.is_none() && !mlir_ods::interfaces::memory_effect_free(ir, x) {
                    bad = Some(x);
                }
                mlir_ir::WalkResult::Advance
            });
        }
    }
    if let Some(x) = bad {
        return Err(mlir_ir::verify::emit_op_error(ir, x, "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects"));
    }
    Ok(())
}

pub(super) fn prefetch(ir: &Ir, op: OpId) -> EmitResult {
    index_count(ir, op, 0)
}

pub(super) fn dma_wait(ir: &Ir, op: OpId) -> EmitResult {
    let rank = shape_of(&ir.ctx, ir.value_type(ir.operand(op, 0))).map_or(0, <[i64]>::len);
    let n = ir.num_operands(op) - 2;
    if n != rank {
        return Err(op_error(
            ir,
            op,
            format!("expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"),
        ));
    }
    Ok(())
}

fn identity_layout(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout: None, .. } => true,
        TypeKind::MemRef { layout: Some(l), .. } => matches!(ctx.attr_kind(*l), AttrKind::AffineMap(m) if mlir_ir::affine_ops::is_identity(m)),
        _ => true,
    }
}

pub(super) fn realloc(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let (src, res) = (ir.value_type(ir.operand(op, 0)), ir.result_types(op).next().expect("one result"));
    let err = |msg: String| plain_error(ir, op, msg);
    if !identity_layout(ctx, src) {
        return err(format!("unsupported layout for source memref type {}", type_text(ctx, src)));
    }
    if !identity_layout(ctx, res) {
        return err(format!("unsupported layout for result memref type {}", type_text(ctx, res)));
    }
    let space = |t: Type| match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } => *memory_space,
        _ => None,
    };
    if space(src) != space(res) {
        return err(format!(
            "different memory spaces specified for source memref type {} and result memref type {}",
            type_text(ctx, src),
            type_text(ctx, res)
        ));
    }
    let (es, er) = (ctx.type_kind(src).element_type(), ctx.type_kind(res).element_type());
    if es != er {
        let t = |e: Option<Type>| e.map(|e| type_text(ctx, e)).unwrap_or_default();
        return Err(op_error(ir, op, format!("source element type ({}) does not match result element type ({})", t(es), t(er))));
    }
    let dynamic = shape_of(ctx, res).is_some_and(|s| s.first() == Some(&DYNAMIC));
    let has_size = ir.num_operands(op) == 2;
    if dynamic && !has_size {
        return err(format!("missing dimension operand for result type {}", type_text(ctx, res)));
    }
    if !dynamic && has_size {
        return err(format!("unnecessary dimension operand for result type {}", type_text(ctx, res)));
    }
    Ok(())
}

pub(super) fn reshape(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let (src, res) = (ir.value_type(ir.operand(op, 0)), ir.result_types(op).next().expect("one result"));
    if ctx.type_kind(src).element_type() != ctx.type_kind(res).element_type() {
        return Err(op_error(ir, op, "element types of source and destination memref types should be the same"));
    }
    if !identity_layout(ctx, src) {
        return Err(op_error(ir, op, "source memref type should have identity affine map"));
    }
    let shape_len = shape_of(ctx, ir.value_type(ir.operand(op, 1))).and_then(|s| s.first().copied()).unwrap_or(DYNAMIC);
    if let Some(rs) = shape_of(ctx, res) {
        if !identity_layout(ctx, res) {
            return Err(op_error(ir, op, "result memref type should have identity affine map"));
        }
        if shape_len == DYNAMIC {
            return Err(op_error(ir, op, "cannot use shape operand with dynamic length to reshape to statically-ranked memref type"));
        }
        if shape_len != rs.len() as i64 {
            return Err(op_error(ir, op, "length of shape operand differs from the result's memref rank"));
        }
    }
    Ok(())
}

/// The offsets, sizes and strides of a view op, static entries with the dynamic marker for
/// operands (upstream's `OffsetSizeAndStrideOpInterface` data).
struct Mixed {
    offsets: Vec<i64>,
    sizes: Vec<i64>,
    strides: Vec<i64>,
}

fn mixed(ir: &Ir, op: OpId) -> Mixed {
    let ctx = &ir.ctx;
    Mixed {
        offsets: crate::common::i64s(ctx, prop(ir, op, "static_offsets")),
        sizes: crate::common::i64s(ctx, prop(ir, op, "static_sizes")),
        strides: crate::common::i64s(ctx, prop(ir, op, "static_strides")),
    }
}

/// An error at `op` without the op-name prefix (upstream's `op->emitError()`).
fn plain_error(ir: &Ir, op: OpId, msg: String) -> EmitResult {
    ir.ctx.emit(mlir_ir::verify::with_current_op(ir, op, mlir_ir::Diagnostic::error(ir.loc(op), msg)));
    Err(mlir_ir::Emitted)
}

/// Upstream's `verifyOffsetSizeAndStrideOp`; `max_ranks` are the most offsets, sizes and
/// strides the op takes (a single offset is always fine where at most one is taken).
fn verify_offset_size_stride(ir: &Ir, op: OpId, m: &Mixed, max_ranks: [usize; 3]) -> EmitResult {
    if !(m.offsets.len() == 1 && max_ranks[0] == 1) && m.offsets.len() != m.sizes.len() {
        return plain_error(
            ir,
            op,
            format!(
                "expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.",
                m.offsets.len(),
                m.sizes.len()
            ),
        );
    }
    if m.sizes.len() != m.strides.len() {
        return plain_error(
            ir,
            op,
            format!(
                "expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.",
                m.sizes.len(),
                m.strides.len()
            ),
        );
    }
    let segments = mlir_ods::groups::segment_sizes(ir, op, "operandSegmentSizes").unwrap_or_default();
    let lists = [(&m.offsets, "offset", max_ranks[0]), (&m.sizes, "size", max_ranks[1]), (&m.strides, "stride", max_ranks[2])];
    for (k, (list, name, max)) in lists.into_iter().enumerate() {
        if list.len() > max {
            return plain_error(ir, op, format!("expected {max} {name} values, got {}", list.len()));
        }
        let dynamic = list.iter().filter(|v| **v == DYNAMIC).count();
        let given = segments.get(k + 1).copied().unwrap_or(0) as usize;
        if dynamic != given {
            return plain_error(
                ir,
                op,
                format!("expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({given} vs {dynamic})"),
            );
        }
    }
    for (list, name) in [(&m.offsets, "offsets"), (&m.sizes, "sizes")] {
        if let Some(v) = list.iter().find(|v| **v < 0 && **v != DYNAMIC) {
            return plain_error(ir, op, format!("expected {name} to be non-negative, but got {v}"));
        }
    }
    Ok(())
}

fn memory_space(ctx: &Context, t: Type) -> Option<Attribute> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
        _ => None,
    }
}

fn mul(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.saturating_mul(b)
    }
}

fn add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        DYNAMIC
    } else {
        a.saturating_add(b)
    }
}

fn strided_type(ctx: &Context, shape: &[i64], elem: Type, strides: &[i64], offset: i64, space: Option<Attribute>) -> Type {
    let layout = ctx.attr(AttrKind::StridedLayout { offset, strides: strides.into() });
    ctx.intern_type(TypeKind::MemRef { shape: shape.into(), elem, layout: Some(layout), memory_space: space })
}

pub(super) fn subview(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let src = ir.value_type(ir.operand(op, 0));
    let res = ir.result_types(op).next().expect("one result");
    let src_rank = shape_of(ctx, src).map_or(0, <[i64]>::len);
    let m = mixed(ir, op);
    verify_offset_size_stride(ir, op, &m, [src_rank; 3])?;
    let plain = |msg: String| plain_error(ir, op, msg);
    if memory_space(ctx, src) != memory_space(ctx, res) {
        return plain(format!(
            "different memory spaces specified for base memref type {} and subview memref type {}",
            type_text(ctx, src),
            type_text(ctx, res)
        ));
    }
    let Some((src_strides, src_offset)) = strided(ctx, src) else {
        return plain(format!("base type {} is not strided", type_text(ctx, src)));
    };
    let elem = ctx.type_kind(src).element_type().expect("memref");
    let offset = m.offsets.iter().zip(&src_strides).fold(src_offset, |acc, (o, s)| add(acc, mul(*o, *s)));
    let strides: Vec<i64> = m.strides.iter().zip(&src_strides).map(|(a, b)| mul(*a, *b)).collect();
    let expected = strided_type(ctx, &m.sizes, elem, &strides, offset, memory_space(ctx, src));
    if expected == res {
        return Ok(());
    }
    let res_shape = shape_of(ctx, res).unwrap_or(&[]).to_vec();
    let wrong = |why: &str| -> EmitResult {
        plain_error(
            ir,
            op,
            format!(
                "expected result type to be {} or a rank-reduced version. ({why}), but got {}",
                type_text(ctx, expected),
                type_text(ctx, res)
            ),
        )
    };
    if res_shape.len() > m.sizes.len() {
        return plain_error(ir, op, format!("expected result rank to be smaller or equal to the source rank, but got {}", type_text(ctx, res)));
    }
    // Which dimensions the result keeps (upstream's greedy `computeRankReductionMask`): a
    // size equal to the next result size is kept, a unit size may be dropped.
    let mut kept = Vec::new();
    let mut r = 0;
    for (k, s) in m.sizes.iter().enumerate() {
        if r < res_shape.len() && res_shape[r] == *s {
            kept.push(k);
            r += 1;
        } else if *s != 1 {
            return wrong("mismatch of result sizes");
        }
    }
    if r != res_shape.len() {
        return wrong("mismatch of result sizes");
    }
    if ctx.type_kind(res).element_type() != Some(elem) {
        return plain_error(ir, op, format!("expected result element type to be {}, but got {}", type_text(ctx, elem), type_text(ctx, res)));
    }
    let want_strides: Vec<i64> = kept.iter().map(|&k| strides[k]).collect();
    let ok_layout = match strided(ctx, res) {
        Some((rs, ro)) => rs == want_strides && ro == offset,
        None => false,
    };
    if !ok_layout {
        return wrong("mismatch of result layout");
    }
    Ok(())
}

pub(super) fn reinterpret_cast(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let src = ir.value_type(ir.operand(op, 0));
    let res = ir.result_types(op).next().expect("one result");
    let res_rank = shape_of(ctx, res).map_or(0, <[i64]>::len);
    let m = mixed(ir, op);
    verify_offset_size_stride(ir, op, &m, [1, res_rank, res_rank])?;
    let plain = |msg: String| plain_error(ir, op, msg);
    if memory_space(ctx, src) != memory_space(ctx, res) {
        return plain(format!(
            "different memory spaces specified for source type {} and result memref type {}",
            type_text(ctx, src),
            type_text(ctx, res)
        ));
    }
    let (es, er) = (ctx.type_kind(src).element_type(), ctx.type_kind(res).element_type());
    if es != er {
        let t = |e: Option<Type>| e.map(|e| type_text(ctx, e)).unwrap_or_default();
        return Err(op_error(ir, op, format!("source element type ({}) does not match result element type ({})", t(es), t(er))));
    }
    let shape = shape_of(ctx, res).unwrap_or(&[]).to_vec();
    let show = |v: i64| if v == DYNAMIC { "dynamic".to_string() } else { v.to_string() };
    for (i, (want, got)) in m.sizes.iter().zip(&shape).enumerate() {
        if *got != DYNAMIC && want != got {
            return plain(format!("expected result type with size = {} instead of {} in dim = {i}", show(*want), got));
        }
    }
    let Some((strides, offset)) = strided(ctx, res) else {
        return plain(format!("expected result type to have strided layout but found {}", type_text(ctx, res)));
    };
    let want_offset = m.offsets.first().copied().unwrap_or(0);
    if offset != DYNAMIC && want_offset != offset {
        return plain(format!("expected result type with offset = {} instead of {}", show(want_offset), offset));
    }
    for (i, (want, got)) in m.strides.iter().zip(&strides).enumerate() {
        if *got != DYNAMIC && want != got {
            return plain(format!("expected result type with stride = {} instead of {} in dim = {i}", show(*want), got));
        }
    }
    Ok(())
}

/// `%base_buffer, %offset, %sizes, %strides`: the first of each group named.
pub(super) fn metadata_names(ir: &Ir, op: OpId) -> Vec<Option<String>> {
    let n = ir.num_results(op);
    let rank = (n.saturating_sub(2)) / 2;
    let mut names = vec![None; n];
    names[0] = Some("base_buffer".to_string());
    if n > 1 {
        names[1] = Some("offset".to_string());
    }
    if rank > 0 {
        names[2] = Some("sizes".to_string());
        names[2 + rank] = Some("strides".to_string());
    }
    names
}

/// The results of `memref.extract_strided_metadata` on `source`: the rank-0 base buffer, then
/// indices (offset, sizes, strides).
pub(super) fn infer_metadata(ctx: &Context, operands: &[Type], _attrs: &[(mlir_ir::Ident, Attribute)]) -> Option<Vec<Type>> {
    let t = *operands.first()?;
    let TypeKind::MemRef { shape, elem, memory_space, .. } = ctx.type_kind(t) else { return None };
    let base = ctx.intern_type(TypeKind::MemRef { shape: Box::new([]), elem: *elem, layout: None, memory_space: *memory_space });
    let mut out = vec![base, ctx.index_type()];
    out.extend(std::iter::repeat_n(ctx.index_type(), 2 * shape.len()));
    Some(out)
}

pub(super) fn view(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let (src, res) = (ir.value_type(ir.operand(op, 0)), ir.result_types(op).next().expect("one result"));
    if !identity_layout(ctx, src) {
        return plain_error(ir, op, format!("unsupported map for base memref type {}", type_text(ctx, src)));
    }
    if !identity_layout(ctx, res) {
        return plain_error(ir, op, format!("unsupported map for result memref type {}", type_text(ctx, res)));
    }
    if memory_space(ctx, src) != memory_space(ctx, res) {
        return plain_error(
            ir,
            op,
            format!("different memory spaces specified for base memref type {} and view memref type {}", type_text(ctx, src), type_text(ctx, res)),
        );
    }
    let dynamic = shape_of(ctx, res).map_or(0, |s| s.iter().filter(|d| **d == DYNAMIC).count());
    let given = ir.num_operands(op) - 2;
    if given != dynamic {
        return Err(op_error(ir, op, format!("incorrect number of dynamic sizes, has {given}, expected {dynamic}")));
    }
    Ok(())
}

/// A view of its whole source at byte 0 with the same type is the source.
pub(super) fn fold_view(ir: &Ir, op: OpId, operands: &[Option<Attribute>]) -> Option<Vec<FoldResult>> {
    let src = ir.operand(op, 0);
    let res = ir.result_types(op).next()?;
    let static_shape = shape_of(&ir.ctx, res).is_some_and(|s| s.iter().all(|d| *d != DYNAMIC));
    if ir.value_type(src) == res && static_shape && index_constant(&ir.ctx, operands.get(1).copied().flatten()) == Some(0) {
        return Some(vec![FoldResult::Value(src)]);
    }
    None
}

/// The permutation `map` as a list of dimensions, when it is one.
fn permutation(ctx: &Context, map: Attribute) -> Option<Vec<usize>> {
    let AttrKind::AffineMap(m) = ctx.attr_kind(map) else { return None };
    if m.num_symbols != 0 || m.results.len() != m.num_dims as usize {
        return None;
    }
    let mut seen = vec![false; m.results.len()];
    let mut out = Vec::new();
    for e in m.results.iter() {
        let mlir_ir::affine::AffineExpr::Dim(d) = e else { return None };
        let d = *d as usize;
        if d >= seen.len() || seen[d] {
            return None;
        }
        seen[d] = true;
        out.push(d);
    }
    Some(out)
}

/// Upstream's `makeCanonicalStridedLayoutExpr`: `offset + d0 * s0 + d1 * s1 + ...`, a new
/// symbol for each dynamic value; returns it with its number of symbols.
fn strided_layout_expr(strides: &[i64], offset: i64) -> (mlir_ir::affine::AffineExpr, u32) {
    use mlir_ir::affine_ops as a;
    let mut symbols = 0;
    let mut next = |v: i64| {
        if v == DYNAMIC {
            symbols += 1;
            a::symbol(symbols - 1)
        } else {
            a::constant(v)
        }
    };
    let mut expr = next(offset);
    for (i, s) in strides.iter().enumerate() {
        let m = next(*s);
        expr = a::add(expr, a::mul(a::dim(i as u32), m));
    }
    (expr, symbols)
}

/// A strided memref type with its layout made canonical (upstream's
/// `canonicalizeStridedLayout`): no layout when it is the contiguous one, else the layout as
/// a simplified affine map.
fn canonical_strided(ctx: &Context, t: Type) -> Type {
    let TypeKind::MemRef { shape, elem, memory_space, .. } = ctx.type_kind(t) else { return t };
    let Some((strides, offset)) = strided(ctx, t) else { return t };
    let plain = ctx.intern_type(TypeKind::MemRef { shape: shape.clone(), elem: *elem, layout: None, memory_space: *memory_space });
    let Some((contiguous, _)) = strided(ctx, plain) else { return t };
    let rank = shape.len() as u32;
    let (expr, symbols) = strided_layout_expr(&strides, offset);
    let simplified = mlir_ir::affine_ops::simplify_affine_expr(&expr, rank, symbols);
    let (canon, canon_symbols) = strided_layout_expr(&contiguous, 0);
    if simplified == mlir_ir::affine_ops::simplify_affine_expr(&canon, rank, canon_symbols) {
        return plain;
    }
    let map = mlir_ir::affine::AffineMap { num_dims: rank, num_symbols: symbols, results: vec![simplified].into() };
    let layout = ctx.attr(AttrKind::AffineMap(map));
    ctx.intern_type(TypeKind::MemRef { shape: shape.clone(), elem: *elem, layout: Some(layout), memory_space: *memory_space })
}

pub(super) fn transpose(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let (src, res) = (ir.value_type(ir.operand(op, 0)), ir.result_types(op).next().expect("one result"));
    let Some(map) = prop(ir, op, "permutation") else { return Ok(()) };
    let Some(perm) = permutation(ctx, map) else {
        return Err(op_error(ir, op, "expected a permutation map"));
    };
    let shape = shape_of(ctx, src).unwrap_or(&[]).to_vec();
    if perm.len() != shape.len() {
        return Err(op_error(ir, op, "expected a permutation map of same rank as the input"));
    }
    let Some((strides, offset)) = strided(ctx, src) else { return Ok(()) };
    let elem = ctx.type_kind(src).element_type().expect("memref");
    let sizes: Vec<i64> = perm.iter().map(|&d| shape[d]).collect();
    let new_strides: Vec<i64> = perm.iter().map(|&d| strides[d]).collect();
    let expected = canonical_strided(ctx, strided_type(ctx, &sizes, elem, &new_strides, offset, memory_space(ctx, src)));
    if canonical_strided(ctx, res) != expected {
        return Err(op_error(
            ir,
            op,
            format!("result type {} is not equivalent to the canonical transposed input type {}", type_text(ctx, res), type_text(ctx, expected)),
        ));
    }
    Ok(())
}

/// The groups of a reassociation attribute (`[[0, 1], [2]]`).
fn reassociation(ir: &Ir, op: OpId) -> Vec<Vec<i64>> {
    let ctx = &ir.ctx;
    let Some(AttrKind::Array(groups)) = prop(ir, op, "reassociation").map(|a| ctx.attr_kind(a)) else { return Vec::new() };
    groups
        .iter()
        .map(|g| match ctx.attr_kind(*g) {
            AttrKind::Array(items) => items.iter().filter_map(|i| index_constant(ctx, Some(*i))).collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// Upstream's `verifyReshapeLikeShapes`: the collapsed shape's sizes against the groups of
/// the expanded one.
fn verify_reshape_shapes(ir: &Ir, op: OpId, collapsed: &[i64], expanded: &[i64], groups: &[Vec<i64>]) -> EmitResult {
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return Err(op_error(ir, op, "rank 0 memrefs can only be extended/collapsed with/from ones"));
        }
        return Ok(());
    }
    if groups.len() != collapsed.len() {
        return Err(op_error(ir, op, format!("invalid number of reassociation groups: found {}, expected {}", groups.len(), collapsed.len())));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &k in g {
            if k != next {
                return Err(op_error(ir, op, "reassociation indices must be contiguous"));
            }
            if k < 0 || k as usize >= expanded.len() {
                return Err(op_error(ir, op, format!("reassociation index {k} is out of bounds")));
            }
            next += 1;
        }
        let sizes: Vec<i64> = g.iter().map(|&k| expanded[k as usize]).collect();
        let dynamic = sizes.iter().any(|d| *d == DYNAMIC);
        if (collapsed[i] == DYNAMIC) != dynamic {
            return Err(op_error(ir, op, format!("collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic")));
        }
        if !dynamic {
            let product: i64 = sizes.iter().product();
            if product != collapsed[i] {
                return Err(op_error(ir, op, format!("collapsed dim size ({}) must equal reassociation group size ({product})", collapsed[i])));
            }
        }
    }
    if next as usize != expanded.len() {
        return Err(op_error(
            ir,
            op,
            format!("expanded rank ({}) inconsistent with number of reassociation indices ({next})", expanded.len()),
        ));
    }
    Ok(())
}

pub(super) fn collapse_shape(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let (src, res) = (ir.value_type(ir.operand(op, 0)), ir.result_types(op).next().expect("one result"));
    let (ss, rs) = (shape_of(ctx, src).unwrap_or(&[]).to_vec(), shape_of(ctx, res).unwrap_or(&[]).to_vec());
    if ss.len() < rs.len() {
        return Err(op_error(
            ir,
            op,
            format!("has source rank {} and result rank {}. This is not a collapse ({} < {}).", ss.len(), rs.len(), ss.len(), rs.len()),
        ));
    }
    let groups = reassociation(ir, op);
    verify_reshape_shapes(ir, op, &rs, &ss, &groups)?;
    // With the identity layout the collapsed type has it too.
    if identity_layout(ctx, src) {
        let TypeKind::MemRef { elem, memory_space, .. } = ctx.type_kind(src) else { return Ok(()) };
        let expected = ctx.intern_type(TypeKind::MemRef { shape: rs.clone().into(), elem: *elem, layout: None, memory_space: *memory_space });
        if expected != res {
            return Err(op_error(ir, op, format!("expected collapsed type to be {} but found {}", type_text(ctx, expected), type_text(ctx, res))));
        }
    }
    Ok(())
}

pub(super) fn expand_shape(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let (src, res) = (ir.value_type(ir.operand(op, 0)), ir.result_types(op).next().expect("one result"));
    let (ss, rs) = (shape_of(ctx, src).unwrap_or(&[]).to_vec(), shape_of(ctx, res).unwrap_or(&[]).to_vec());
    if ss.len() > rs.len() {
        return Err(op_error(
            ir,
            op,
            format!("has source rank {} and result rank {}. This is not an expansion ({} > {}).", ss.len(), rs.len(), ss.len(), rs.len()),
        ));
    }
    let groups = reassociation(ir, op);
    verify_reshape_shapes(ir, op, &ss, &rs, &groups)?;
    if identity_layout(ctx, src) {
        let TypeKind::MemRef { elem, memory_space, .. } = ctx.type_kind(src) else { return Ok(()) };
        let expected = ctx.intern_type(TypeKind::MemRef { shape: rs.clone().into(), elem: *elem, layout: None, memory_space: *memory_space });
        if expected != res {
            return Err(op_error(ir, op, format!("expected expanded type to be {} but found {}", type_text(ctx, expected), type_text(ctx, res))));
        }
    }
    let statics = crate::common::i64s(ctx, prop(ir, op, "static_output_shape"));
    if statics.len() != rs.len() {
        return Err(op_error(
            ir,
            op,
            format!(
                "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
                rs.len(),
                statics.len()
            ),
        ));
    }
    // The result type's dynamic sizes are the ones given as operands.
    let dynamic = rs.iter().filter(|d| **d == DYNAMIC).count();
    let given = ir.num_operands(op) - 1;
    if given != dynamic {
        return Err(op_error(ir, op, format!("incorrect number of dynamic sizes, has {given}, expected {dynamic}")));
    }
    for (i, (s, r)) in statics.iter().zip(&rs).enumerate() {
        if *s != DYNAMIC && *r != DYNAMIC && s != r {
            return Err(op_error(ir, op, format!("invalid output shape provided at pos {i}")));
        }
    }
    Ok(())
}

/// Upstream's `DmaStartOp::verify`: the operands' positions follow from the memrefs' ranks.
pub(super) fn dma_start(ir: &Ir, op: OpId) -> EmitResult {
    let ctx = &ir.ctx;
    let vals: Vec<mlir_ir::Value> = ir.operands(op).collect();
    let n = vals.len();
    let err = |m: String| -> EmitResult { Err(op_error(ir, op, m)) };
    if n < 4 {
        return err("expected at least 4 operands".into());
    }
    let is_index = |k: usize| matches!(ctx.type_kind(ir.value_type(vals[k])), TypeKind::Index);
    let src_rank = match shape_of(ctx, ir.value_type(vals[0])) {
        Some(s) => s.len(),
        None => return err("expected source to be of memref type".into()),
    };
    if n < src_rank + 4 {
        return err(format!("expected at least {} operands", src_rank + 4));
    }
    if !(1..1 + src_rank).all(is_index) {
        return err("expected source indices to be of index type".into());
    }
    let dst_at = 1 + src_rank;
    let dst_rank = match shape_of(ctx, ir.value_type(vals[dst_at])) {
        Some(s) => s.len(),
        None => return err("expected destination to be of memref type".into()),
    };
    let mut expected = src_rank + dst_rank + 4;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !(dst_at + 1..dst_at + 1 + dst_rank).all(is_index) {
        return err("expected destination indices to be of index type".into());
    }
    let n_at = dst_at + 1 + dst_rank;
    if !is_index(n_at) {
        return err("expected num elements to be of index type".into());
    }
    let tag_at = n_at + 1;
    let tag_rank = match shape_of(ctx, ir.value_type(vals[tag_at])) {
        Some(s) => s.len(),
        None => return err("expected tag to be of memref type".into()),
    };
    expected += tag_rank;
    if n < expected {
        return err(format!("expected at least {expected} operands"));
    }
    if !(tag_at + 1..tag_at + 1 + tag_rank).all(is_index) {
        return err("expected tag indices to be of index type".into());
    }
    if n != expected && n != expected + 2 {
        return err("incorrect number of operands".into());
    }
    if n == expected + 2 && !(is_index(n - 2) && is_index(n - 1)) {
        return err("expected stride and num elements per stride to be of type index".into());
    }
    Ok(())
}

/// Reads the source, writes the destination, reads the tag.
pub(super) fn dma_start_effects(ir: &Ir, op: OpId) -> Vec<mlir_ods::interfaces::Effect> {
    use mlir_ods::interfaces::{Effect, EffectKind};
    let ctx = &ir.ctx;
    let vals: Vec<mlir_ir::Value> = ir.operands(op).collect();
    let rank = |k: usize| vals.get(k).and_then(|v| shape_of(ctx, ir.value_type(*v)).map(<[i64]>::len)).unwrap_or(0);
    let dst_at = 1 + rank(0);
    let tag_at = dst_at + 1 + rank(dst_at) + 1;
    let mut out = Vec::new();
    if let Some(v) = vals.first() {
        out.push(Effect { kind: EffectKind::Read, value: Some(*v) });
    }
    if let Some(v) = vals.get(dst_at) {
        out.push(Effect { kind: EffectKind::Write, value: Some(*v) });
    }
    if let Some(v) = vals.get(tag_at) {
        out.push(Effect { kind: EffectKind::Read, value: Some(*v) });
    }
    out
}

/// Upstream's `foldMemRefCast`: operands defined by a `memref.cast` of a ranked memref read
/// the cast's source instead (operand `skip`, when given, is left alone); whether any did.
fn fold_memref_cast(ir: &mut Ir, op: OpId, skip: Option<usize>) -> bool {
    let mut changed = false;
    for i in 0..ir.num_operands(op) {
        if Some(i) == skip {
            continue;
        }
        let v = ir.operand(op, i);
        let Some(def) = ir.defining_op(v) else { continue };
        if ir.name_str(def) != "memref.cast" {
            continue;
        }
        let src = ir.operand(def, 0);
        if matches!(ir.ctx.type_kind(ir.value_type(src)), TypeKind::MemRef { .. }) {
            ir.set_operand(op, i, src);
            changed = true;
        }
    }
    changed
}

pub(super) fn fold_cast_operands(ir: &mut Ir, op: OpId) -> bool {
    fold_memref_cast(ir, op, None)
}

/// As [`fold_cast_operands`], the stored (or combined) value excepted: operand 0.
pub(super) fn fold_cast_operands_but_value(ir: &mut Ir, op: OpId) -> bool {
    fold_memref_cast(ir, op, Some(0))
}
