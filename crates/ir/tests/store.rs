//! The operation store: structure, use lists, erasure, stale handles, cloning, walks.

use mlir_ir::{Context, Ir, IrError, OpId, OperationState, Signedness, Value, WalkOrder, WalkResult};

fn setup() -> (Context, Ir) {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let ir = Ir::new(&ctx);
    (ctx, ir)
}

fn op(ir: &mut Ir, name: &str, operands: &[Value], results: usize, regions: usize) -> OpId {
    let ctx = ir.ctx.clone();
    let mut st = OperationState::new(ctx.op_name(name), ctx.unknown_loc());
    st.operands = operands.to_vec();
    st.result_types = vec![ctx.integer_type(32, Signedness::Signless); results];
    st.num_regions = regions;
    ir.create_op(st)
}

/// A block in a fresh region-holding op, with `n` ops appended.
fn block_with_ops(ir: &mut Ir, n: usize) -> (OpId, mlir_ir::BlockId, Vec<OpId>) {
    let holder = op(ir, "test.holder", &[], 0, 1);
    let b = ir.create_block();
    let r = ir.region(holder, 0);
    ir.append_block(r, b).unwrap();
    let ops: Vec<OpId> = (0..n).map(|_| op(ir, "test.x", &[], 1, 0)).collect();
    for &o in &ops {
        ir.append_op(b, o).unwrap();
    }
    (holder, b, ops)
}

#[test]
fn insertion_order_and_is_before() {
    let (_ctx, mut ir) = setup();
    let (_h, b, ops) = block_with_ops(&mut ir, 3);
    assert_eq!(ir.block_ops(b).collect::<Vec<_>>(), ops);
    let mid = op(&mut ir, "test.mid", &[], 0, 0);
    ir.insert_op_before(ops[1], mid).unwrap();
    assert_eq!(ir.block_ops(b).collect::<Vec<_>>(), vec![ops[0], mid, ops[1], ops[2]]);
    assert!(ir.is_before_in_block(ops[0], mid));
    assert!(ir.is_before_in_block(mid, ops[1]));
    assert!(!ir.is_before_in_block(ops[2], mid));
    // Many insertions at the same place exhaust the gaps and force a renumbering.
    let mut last = ops[1];
    for _ in 0..100 {
        let o = op(&mut ir, "test.y", &[], 0, 0);
        ir.insert_op_before(last, o).unwrap();
        assert!(ir.is_before_in_block(mid, o) && ir.is_before_in_block(o, last));
        last = o;
    }
    let order: Vec<OpId> = ir.block_ops(b).collect();
    for w in order.windows(2) {
        assert!(ir.is_before_in_block(w[0], w[1]));
    }
}

#[test]
fn use_lists_and_replace_all_uses() {
    let (_ctx, mut ir) = setup();
    let (_h, b, ops) = block_with_ops(&mut ir, 2);
    let (a, c) = (ir.result(ops[0], 0), ir.result(ops[1], 0));
    let u1 = op(&mut ir, "test.use", &[a, a], 0, 0);
    let u2 = op(&mut ir, "test.use", &[a, c], 0, 0);
    ir.append_op(b, u1).unwrap();
    ir.append_op(b, u2).unwrap();
    assert_eq!(ir.uses(a).count(), 3);
    assert_eq!(ir.uses(c).count(), 1);
    ir.replace_all_uses_with(a, c);
    assert!(!ir.has_uses(a));
    assert_eq!(ir.uses(c).count(), 4);
    assert_eq!(ir.operands(u1).collect::<Vec<_>>(), vec![c, c]);
    ir.set_operand(u2, 1, a);
    assert_eq!(ir.uses(a).map(|u| (u.op, u.index)).collect::<Vec<_>>(), vec![(u2, 1)]);
    assert_eq!(ir.uses(c).count(), 3);
}

#[test]
fn erase_refuses_while_used_then_invalidates_handles() {
    let (_ctx, mut ir) = setup();
    let (_h, b, ops) = block_with_ops(&mut ir, 1);
    let v = ir.result(ops[0], 0);
    let user = op(&mut ir, "test.use", &[v], 0, 0);
    ir.append_op(b, user).unwrap();
    assert!(matches!(ir.erase_op(ops[0]), Err(IrError::ResultInUse { .. })));
    assert!(ir.is_live_op(ops[0]), "a refused erase changes nothing");
    ir.erase_op(user).unwrap();
    ir.erase_op(ops[0]).unwrap();
    assert!(!ir.is_live_op(ops[0]));
    assert!(!ir.is_live_value(v));
    assert_eq!(ir.check_op(ops[0]), Err(IrError::Stale("operation")));
    // The slot is reused, but the old handle still names nothing.
    let fresh = op(&mut ir, "test.fresh", &[], 1, 0);
    assert!(ir.is_live_op(fresh));
    assert!(!ir.is_live_op(ops[0]));
    assert!(ir.block_is_empty(b));
}

#[test]
fn erasing_a_parent_invalidates_children() {
    let (_ctx, mut ir) = setup();
    let (holder, b, ops) = block_with_ops(&mut ir, 2);
    let r = ir.region(holder, 0);
    ir.erase_op(holder).unwrap();
    for o in ops {
        assert!(!ir.is_live_op(o));
    }
    assert!(!ir.is_live_block(b));
    assert!(!ir.is_live_region(r));
}

#[test]
fn cannot_insert_an_op_into_itself() {
    let (_ctx, mut ir) = setup();
    let (holder, b, _ops) = block_with_ops(&mut ir, 0);
    let outer = op(&mut ir, "test.outer", &[], 0, 1);
    let ob = ir.create_block();
    let r = ir.region(outer, 0);
    ir.append_block(r, ob).unwrap();
    ir.append_op(ob, holder).unwrap();
    assert_eq!(ir.append_op(b, outer), Err(IrError::Cycle));
    assert_eq!(ir.append_op(ob, holder), Err(IrError::AlreadyAttached("operation")));
}

#[test]
fn clone_maps_values_and_blocks() {
    let (_ctx, mut ir) = setup();
    let (holder, b, ops) = block_with_ops(&mut ir, 1);
    let v = ir.result(ops[0], 0);
    let user = op(&mut ir, "test.use", &[v], 0, 0);
    ir.append_op(b, user).unwrap();
    let mut map = mlir_ir::ValueMap::new();
    let copy = ir.clone_op(holder, &mut map);
    let cb = ir.first_block(ir.region(copy, 0)).unwrap();
    let copied: Vec<OpId> = ir.block_ops(cb).collect();
    assert_eq!(copied.len(), 2);
    let new_v = ir.result(copied[0], 0);
    assert_eq!(map.lookup_value(v), new_v);
    assert_eq!(ir.operand(copied[1], 0), new_v, "uses inside the copy refer to the copy");
    assert_eq!(ir.uses(v).count(), 1, "the original keeps its own uses");
}

#[test]
fn walks_pre_and_post_order_and_interrupt() {
    let (_ctx, mut ir) = setup();
    let (holder, _b, ops) = block_with_ops(&mut ir, 3);
    let mut pre = Vec::new();
    ir.walk(holder, WalkOrder::PreOrder, &mut |o| {
        pre.push(o);
        WalkResult::Advance
    });
    assert_eq!(pre, vec![holder, ops[0], ops[1], ops[2]]);
    let mut post = Vec::new();
    ir.walk(holder, WalkOrder::PostOrder, &mut |o| {
        post.push(o);
        WalkResult::Advance
    });
    assert_eq!(post, vec![ops[0], ops[1], ops[2], holder]);
    let mut seen = 0;
    let completed = ir.walk(holder, WalkOrder::PreOrder, &mut |_| {
        seen += 1;
        if seen == 2 { WalkResult::Interrupt } else { WalkResult::Advance }
    });
    assert!(!completed);
    assert_eq!(seen, 2);
}

#[test]
fn erase_block_argument_renumbers_later_uses() {
    let (ctx, mut ir) = setup();
    let (_h, b, _ops) = block_with_ops(&mut ir, 0);
    let i32t = ctx.integer_type(32, Signedness::Signless);
    let a0 = ir.add_argument(b, i32t, ctx.unknown_loc());
    let a1 = ir.add_argument(b, i32t, ctx.unknown_loc());
    let user = op(&mut ir, "test.use", &[a1], 0, 0);
    ir.append_op(b, user).unwrap();
    assert_eq!(ir.erase_argument(b, 1), Err(IrError::ArgumentInUse));
    ir.erase_argument(b, 0).unwrap();
    let _ = a0;
    assert_eq!(ir.num_arguments(b), 1);
    assert_eq!(ir.operand(user, 0), ir.argument(b, 0));
    assert_eq!(ir.uses(ir.argument(b, 0)).count(), 1);
}

#[test]
fn builder_keeps_creation_order() {
    use mlir_ir::builder::{Builder, InsertPoint};
    let (ctx, mut ir) = setup();
    let (_h, b, _ops) = block_with_ops(&mut ir, 0);
    let name = ctx.op_name("test.b");
    let mut builder = Builder::at(&mut ir, InsertPoint::BlockStart(b));
    let first = builder.create(OperationState::new(name, ctx.unknown_loc())).unwrap();
    let second = builder.create(OperationState::new(name, ctx.unknown_loc())).unwrap();
    assert_eq!(ir.block_ops(b).collect::<Vec<_>>(), vec![first, second]);
}

#[test]
fn symbol_tables_rename_on_insert_and_rewrite_uses() {
    use mlir_ir::symbol;
    let ctx = Context::new();
    let mut ir = Ir::new(&ctx);
    ctx.set_allow_unregistered_dialects(true);
    let module = symbol_module(&mut ir);
    assert!(symbol::lookup(&ir, module, "f").is_some());
    let mut st = OperationState::new(ctx.op_name("test.fn"), ctx.unknown_loc());
    st.attrs = Some(ctx.dictionary(vec![(ctx.ident("sym_name"), ctx.string_attr("f"))]));
    let dup = ir.create_op(st);
    assert_eq!(symbol::insert_symbol(&mut ir, module, dup).unwrap().as_deref(), Some("f_0"));
    assert_eq!(symbol::symbol_uses(&ir, module).len(), 3);
    assert_eq!(symbol::replace_all_symbol_uses(&mut ir, "f", "h", module), 1);
    let call = ir.block_ops(ir.first_block(ir.region(module, 0)).unwrap()).nth(1).unwrap();
    let printed = mlir_ir::print::print_op(&ir, call, &Default::default());
    assert!(printed.contains("callee = @h") && printed.contains("[@h, @g::@f]"), "{printed}");
    assert_eq!(symbol::visibility(&ir, dup), symbol::Visibility::Public);
}

/// Builds (the parser is a crate above this one):
///   "test.fn"() {sym_name = "f"} : () -> ()
///   "test.call"() {callee = @f, all = [@f, @g::@f]} : () -> ()
fn symbol_module(ir: &mut Ir) -> OpId {
    use mlir_ir::AttrKind;
    {
        let ctx = ir.ctx.clone();
        let mut st = OperationState::new(ctx.op_name(mlir_ir::builtin::MODULE), ctx.unknown_loc());
        st.num_regions = 1;
        let module = ir.create_op(st);
        let b = ir.create_block();
        let r = ir.region(module, 0);
        ir.append_block(r, b).unwrap();
        let mut f = OperationState::new(ctx.op_name("test.fn"), ctx.unknown_loc());
        f.attrs = Some(ctx.dictionary(vec![(ctx.ident("sym_name"), ctx.string_attr("f"))]));
        let f = ir.create_op(f);
        ir.append_op(b, f).unwrap();
        let sym = |root: &str, nested: &[&str]| {
            ctx.attr(AttrKind::SymbolRef { root: ctx.ident(root), nested: nested.iter().map(|n| ctx.ident(n)).collect() })
        };
        let all = ctx.attr(AttrKind::Array(vec![sym("f", &[]), sym("g", &["f"])].into()));
        let mut call = OperationState::new(ctx.op_name("test.call"), ctx.unknown_loc());
        call.attrs = Some(ctx.dictionary(vec![(ctx.ident("callee"), sym("f", &[])), (ctx.ident("all"), all)]));
        let call = ir.create_op(call);
        ir.append_op(b, call).unwrap();
        module
    }
}

#[test]
fn registered_ops_print_through_their_hooks() {
    use mlir_ir::print::{OpPrinter, PrintFlags};
    struct Hooks;
    impl mlir_ir::OpHooks for Hooks {
        fn print(&self, p: &mut OpPrinter<'_>, op: OpId) -> Option<()> {
            let operands: Vec<Value> = p.ir.operands(op).collect();
            if operands.is_empty() {
                return None;
            }
            p.out().push_str("mydialect.add ");
            p.print_values(operands.into_iter());
            Some(())
        }
    }
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let mut info = mlir_ir::OpInfo::new("mydialect.add", mlir_ir::Traits::default());
    info.hooks = Box::new(Hooks);
    ctx.register_op(info);
    let mut ir = Ir::new(&ctx);
    let (_h, b, ops) = block_with_ops(&mut ir, 1);
    let v = ir.result(ops[0], 0);
    let with_operands = op(&mut ir, "mydialect.add", &[v, v], 1, 0);
    let without = op(&mut ir, "mydialect.add", &[], 0, 0);
    ir.append_op(b, with_operands).unwrap();
    ir.append_op(b, without).unwrap();
    let text = mlir_ir::print::print_op(&ir, _h, &PrintFlags::default());
    assert!(text.contains("%1 = mydialect.add %0, %0\n"), "{text}");
    assert!(text.contains("\"mydialect.add\"() : () -> ()"), "the hook declined, so generic form: {text}");
    let generic = mlir_ir::print::print_op(&ir, _h, &PrintFlags::generic());
    assert!(generic.contains("\"mydialect.add\"(%0, %0) : (i32, i32) -> i32"), "{generic}");
}
