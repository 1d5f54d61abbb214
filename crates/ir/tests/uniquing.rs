//! Uniquing: equal values get equal handles, from any thread.

use mlir_ir::{AttrKind, Context, IntValue, Signedness, TypeKind};

#[test]
fn types_attributes_and_locations_are_uniqued() {
    let ctx = Context::new();
    let a = ctx.integer_type(32, Signedness::Signless);
    let b = ctx.intern_type(TypeKind::Integer { width: 32, signedness: Signedness::Signless });
    assert_eq!(a, b);
    assert_ne!(a, ctx.integer_type(32, Signedness::Signed));
    let f = ctx.function_type(&[a, a], &[a]);
    assert_eq!(f, ctx.function_type(&[a, a], &[a]));
    assert_eq!(ctx.string_attr("x"), ctx.string_attr("x"));
    assert_eq!(ctx.integer_attr(a, 5), ctx.attr(AttrKind::Integer { ty: a, value: IntValue::Small(5) }));
    assert_eq!(ctx.file_loc("f.mlir", 1, 2), ctx.file_loc("f.mlir", 1, 2));
    assert_ne!(ctx.file_loc("f.mlir", 1, 2), ctx.file_loc("f.mlir", 1, 3));
    // Big integers normalise: a value that fits in i64 is stored small.
    assert_eq!(IntValue::from_i128(7), IntValue::Small(7));
    assert!(matches!(IntValue::from_i128(i128::MAX), IntValue::Big(_)));
}

#[test]
fn dictionaries_sort_and_keep_the_last_duplicate() {
    let ctx = Context::new();
    let (x, y) = (ctx.ident("x"), ctx.ident("y"));
    let one = ctx.integer_attr(ctx.i64_type(), 1);
    let two = ctx.integer_attr(ctx.i64_type(), 2);
    let d = ctx.dictionary(vec![(y, one), (x, one), (y, two)]);
    assert_eq!(ctx.dict_entries(d), &[(x, one), (y, two)]);
    assert_eq!(d, ctx.dictionary(vec![(x, one), (y, two)]));
}

#[test]
fn interning_from_many_threads_agrees() {
    let ctx = Context::new();
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let ctx = ctx.clone();
            std::thread::spawn(move || (0..2000u32).map(|i| ctx.file_loc("t.mlir", i, i % 7)).collect::<Vec<_>>())
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    for r in &results[1..] {
        assert_eq!(r, &results[0]);
    }
}
