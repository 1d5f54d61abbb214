//! The builtin dialect's own encodings (upstream's `BuiltinDialectBytecode.td`), written for
//! the builtin attributes and types this crate knows how to encode; anything else (dialect
//! attributes, opaque types) goes in its textual form. [`attr`] and [`ty`] write an entry
//! through [`Refs`], which the writer implements twice: once to number what an entry refers
//! to (first walk), once to give the final numbers.

use mlir_ir::affine::AffineExpr;
use mlir_ir::attrs::{FileForm, LocKind};
use mlir_ir::{AttrKind, Attribute, Context, FloatKind, Ident, Signedness, Type, TypeKind};
use num_bigint::{BigInt, Sign};

use crate::encoding::Emitter;

/// How an entry refers to other entries, strings and resources.
pub(crate) trait Refs {
    fn attr(&mut self, a: Attribute) -> u64;
    fn ty(&mut self, t: Type) -> u64;
    fn string(&mut self, s: &[u8]) -> u64;
    fn resource(&mut self, handle: Ident) -> u64;
}

fn attrs(e: &mut Emitter, r: &mut dyn Refs, list: &[Attribute]) {
    e.varint(list.len() as u64);
    for &a in list {
        let i = r.attr(a);
        e.varint(i);
    }
}

fn types(e: &mut Emitter, r: &mut dyn Refs, list: &[Type]) {
    e.varint(list.len() as u64);
    for &t in list {
        let i = r.ty(t);
        e.varint(i);
    }
}

fn string_attr(ctx: &Context, e: &mut Emitter, r: &mut dyn Refs, s: &str) {
    let i = r.attr(ctx.string_attr(s));
    e.varint(i);
}

fn shape(e: &mut Emitter, dims: &[i64]) {
    e.varint(dims.len() as u64);
    for &d in dims {
        e.signed_varint(d);
    }
}

/// Writes `a`'s builtin encoding; `false` (with nothing written) when it has none here.
pub(crate) fn attr(ctx: &Context, a: Attribute, r: &mut dyn Refs, e: &mut Emitter) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Array(elems) => {
            e.varint(0);
            attrs(e, r, elems);
        }
        AttrKind::Dictionary(entries) => {
            e.varint(1);
            e.varint(entries.len() as u64);
            for &(name, value) in entries.iter() {
                string_attr(ctx, e, r, ctx.str(name));
                let i = r.attr(value);
                e.varint(i);
            }
        }
        AttrKind::String { value, ty: None } => {
            e.varint(2);
            let i = r.string(value);
            e.varint(i);
        }
        AttrKind::String { value, ty: Some(t) } => {
            e.varint(3);
            let i = r.string(value);
            e.varint(i);
            let t = r.ty(*t);
            e.varint(t);
        }
        AttrKind::SymbolRef { root, nested } => {
            e.varint(if nested.is_empty() { 4 } else { 5 });
            string_attr(ctx, e, r, ctx.str(*root));
            if !nested.is_empty() {
                let leaves: Vec<Attribute> =
                    nested.iter().map(|&n| ctx.attr(AttrKind::SymbolRef { root: n, nested: Box::new([]) })).collect();
                attrs(e, r, &leaves);
            }
        }
        AttrKind::Type(t) => {
            e.varint(6);
            let i = r.ty(*t);
            e.varint(i);
        }
        AttrKind::Unit => e.varint(7),
        AttrKind::Integer { ty, value } => {
            let width = match ctx.type_kind(*ty) {
                TypeKind::Integer { width, .. } => *width,
                TypeKind::Index => 64,
                _ => return false,
            };
            e.varint(8);
            let i = r.ty(*ty);
            e.varint(i);
            apint(e, &value.to_bigint(), width);
        }
        AttrKind::Float { ty, bits } => {
            let TypeKind::Float(kind) = ctx.type_kind(*ty) else { return false };
            e.varint(9);
            let i = r.ty(*ty);
            e.varint(i);
            apint(e, &BigInt::from(*bits), kind.bit_width());
        }
        AttrKind::Location(loc) => return location(ctx, loc, r, e),
        AttrKind::DenseResource { ty, handle } => {
            e.varint(16);
            let i = r.ty(*ty);
            e.varint(i);
            let h = r.resource(*handle);
            e.varint(h);
        }
        AttrKind::DenseArray { elem, len, raw } => {
            e.varint(17);
            let i = r.ty(*elem);
            e.varint(i);
            e.varint(*len as u64);
            e.varint(raw.len() as u64);
            e.raw(raw);
        }
        AttrKind::DenseElements { ty, splat, raw } => {
            let Some(elem) = ctx.type_kind(*ty).element_type() else { return false };
            let Some(n) = ctx.type_kind(*ty).num_elements() else { return false };
            e.varint(18);
            let i = r.ty(*ty);
            e.varint(i);
            let data = if matches!(ctx.type_kind(elem), TypeKind::Integer { width: 1, .. }) {
                pack_bools(raw, *splat, n as usize)
            } else {
                raw.to_vec()
            };
            e.varint(data.len() as u64);
            e.raw(&data);
        }
        AttrKind::DenseString { ty, splat, values } => {
            e.varint(19);
            let i = r.ty(*ty);
            e.varint(i);
            e.varint(*splat as u64);
            for v in values.iter() {
                let s = r.string(v);
                e.varint(s);
            }
        }
        AttrKind::Sparse { ty, indices, values } => {
            e.varint(20);
            for i in [r.ty(*ty), r.attr(*indices), r.attr(*values)] {
                e.varint(i);
            }
        }
        AttrKind::Distinct { referenced, .. } => {
            e.varint(21);
            let i = r.attr(*referenced);
            e.varint(i);
        }
        AttrKind::AffineMap(m) => {
            e.varint(23);
            // Always the general form: symbol count, result count, expressions.
            e.varint(((m.num_dims as u64) << 2) | 3);
            e.varint(m.num_symbols as u64);
            e.varint(m.results.len() as u64);
            for x in m.results.iter() {
                affine_expr(e, x);
            }
        }
        AttrKind::IntegerSet(s) => {
            e.varint(24);
            e.varint(s.num_dims as u64);
            e.varint(s.num_symbols as u64);
            e.varint(s.constraints.len() as u64);
            for x in s.constraints.iter() {
                affine_expr(e, x);
            }
            for &eq in s.eq_flags.iter() {
                e.byte(eq as u8);
            }
        }
        AttrKind::StridedLayout { offset, strides } => {
            e.varint(25);
            e.signed_varint(*offset);
            shape(e, strides);
        }
        _ => return false,
    }
    true
}

fn location(ctx: &Context, loc: &LocKind, r: &mut dyn Refs, e: &mut Emitter) -> bool {
    match loc {
        LocKind::Unknown => e.varint(15),
        LocKind::FileLineCol { file, line, col, end_line, end_col, form } => {
            e.varint(22);
            string_attr(ctx, e, r, ctx.str(*file));
            let vals: Vec<u32> = match form {
                FileForm::Line => vec![*line],
                FileForm::LineCol => vec![*line, *col],
                FileForm::ToCol => vec![*line, *col, *end_col],
                FileForm::ToLineCol => vec![*line, *col, *end_line, *end_col],
            };
            e.varint(vals.len() as u64);
            for v in vals {
                e.varint(v as u64);
            }
        }
        LocKind::Name { name, child } => {
            e.varint(14);
            string_attr(ctx, e, r, ctx.str(*name));
            let child = child.unwrap_or_else(|| ctx.unknown_loc());
            let i = r.attr(child.attr());
            e.varint(i);
        }
        LocKind::CallSite { callee, caller } => {
            e.varint(10);
            for l in [callee, caller] {
                let i = r.attr(l.attr());
                e.varint(i);
            }
        }
        LocKind::Fused(f) => {
            e.varint(if f.metadata.is_some() { 13 } else { 12 });
            let locs: Vec<Attribute> = f.locs.iter().map(|l| l.attr()).collect();
            attrs(e, r, &locs);
            if let Some(m) = f.metadata {
                let i = r.attr(m);
                e.varint(i);
            }
        }
    }
    true
}

fn affine_expr(e: &mut Emitter, x: &AffineExpr) {
    match x {
        AffineExpr::Dim(p) => {
            e.varint(0);
            e.varint(*p as u64);
        }
        AffineExpr::Symbol(p) => {
            e.varint(1);
            e.varint(*p as u64);
        }
        AffineExpr::Const(c) => {
            e.varint(2);
            e.signed_varint(*c);
        }
        AffineExpr::Add(l, r) | AffineExpr::Mul(l, r) | AffineExpr::Mod(l, r) | AffineExpr::FloorDiv(l, r) | AffineExpr::CeilDiv(l, r) => {
            let kind = match x {
                AffineExpr::Add(..) => 3,
                AffineExpr::Mul(..) => 4,
                AffineExpr::Mod(..) => 5,
                AffineExpr::FloorDiv(..) => 6,
                _ => 7,
            };
            e.varint(kind);
            affine_expr(e, l);
            affine_expr(e, r);
        }
    }
}

/// `i1` elements packed eight to a byte; a splat is one byte, `0x00` or `0xFF`.
fn pack_bools(raw: &[u8], splat: bool, n: usize) -> Vec<u8> {
    if splat {
        return vec![if raw.first().is_some_and(|&b| b & 1 != 0) { 0xff } else { 0 }];
    }
    let mut out = vec![0u8; n.div_ceil(8)];
    for (i, &b) in raw.iter().take(n).enumerate() {
        out[i / 8] |= (b & 1) << (i % 8);
    }
    out
}

/// An integer of `width` bits: a byte up to 8 bits, a signed varint up to 64, else the count of
/// 64-bit words then each word as a signed varint.
fn apint(e: &mut Emitter, value: &BigInt, width: u32) {
    // The two's-complement bits of the value in `width` bits.
    let modulus = BigInt::from(1u8) << width;
    let mut bits = value % &modulus;
    if bits.sign() == Sign::Minus {
        bits += &modulus;
    }
    let (_, words) = bits.to_u64_digits();
    let word = |i: usize| words.get(i).copied().unwrap_or(0);
    if width <= 8 {
        e.byte(word(0) as u8);
    } else if width <= 64 {
        // Sign-extended from `width` bits, so small negative values stay small.
        let shift = 64 - width;
        e.signed_varint(((word(0) << shift) as i64) >> shift);
    } else {
        let n = words.len().max(1);
        e.varint(n as u64);
        for i in 0..n {
            e.signed_varint(word(i) as i64);
        }
    }
}

/// Writes `t`'s builtin encoding; `false` (with nothing written) when it has none here.
pub(crate) fn ty(ctx: &Context, t: Type, r: &mut dyn Refs, e: &mut Emitter) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, signedness } => {
            e.varint(0);
            let s = match signedness {
                Signedness::Signless => 0,
                Signedness::Signed => 1,
                Signedness::Unsigned => 2,
            };
            e.varint(((*width as u64) << 2) | s);
        }
        TypeKind::Index => e.varint(1),
        TypeKind::Function { inputs, results } => {
            e.varint(2);
            types(e, r, inputs);
            types(e, r, results);
        }
        TypeKind::Float(k) => match float_code(*k) {
            Some(code) => e.varint(code),
            None => return false,
        },
        TypeKind::Complex(elem) => {
            e.varint(9);
            let i = r.ty(*elem);
            e.varint(i);
        }
        TypeKind::MemRef { shape: dims, elem, layout, memory_space } => {
            e.varint(if memory_space.is_some() { 11 } else { 10 });
            if let Some(ms) = memory_space {
                let i = r.attr(*ms);
                e.varint(i);
            }
            shape(e, dims);
            let i = r.ty(*elem);
            e.varint(i);
            let layout = layout.unwrap_or_else(|| {
                let n = dims.len() as u32;
                ctx.attr(AttrKind::AffineMap(mlir_ir::affine::AffineMap {
                    num_dims: n,
                    num_symbols: 0,
                    results: (0..n).map(AffineExpr::Dim).collect(),
                }))
            });
            let l = r.attr(layout);
            e.varint(l);
        }
        TypeKind::None => e.varint(12),
        TypeKind::RankedTensor { shape: dims, elem, encoding } => {
            e.varint(if encoding.is_some() { 14 } else { 13 });
            if let Some(enc) = encoding {
                let i = r.attr(*enc);
                e.varint(i);
            }
            shape(e, dims);
            let i = r.ty(*elem);
            e.varint(i);
        }
        TypeKind::Tuple(elems) => {
            e.varint(15);
            types(e, r, elems);
        }
        TypeKind::UnrankedMemRef { elem, memory_space } => {
            e.varint(if memory_space.is_some() { 17 } else { 16 });
            if let Some(ms) = memory_space {
                let i = r.attr(*ms);
                e.varint(i);
            }
            let i = r.ty(*elem);
            e.varint(i);
        }
        TypeKind::UnrankedTensor { elem } => {
            e.varint(18);
            let i = r.ty(*elem);
            e.varint(i);
        }
        TypeKind::Vector { shape: dims, scalable, elem } => {
            if scalable.iter().any(|&s| s) {
                e.varint(20);
                e.varint(scalable.len() as u64);
                for &s in scalable.iter() {
                    e.byte(s as u8);
                }
            } else {
                e.varint(19);
            }
            shape(e, dims);
            let i = r.ty(*elem);
            e.varint(i);
        }
        TypeKind::Dialect { .. } | TypeKind::Opaque { .. } => return false,
    }
    true
}

fn float_code(k: FloatKind) -> Option<u64> {
    Some(match k {
        FloatKind::BF16 => 3,
        FloatKind::F16 => 4,
        FloatKind::F32 => 5,
        FloatKind::F64 => 6,
        FloatKind::F80 => 7,
        FloatKind::F128 => 8,
        FloatKind::TF32 => 21,
        FloatKind::F8E5M2 => 22,
        FloatKind::F8E4M3 => 23,
        FloatKind::F8E4M3FN => 24,
        FloatKind::F8E5M2FNUZ => 25,
        FloatKind::F8E4M3FNUZ => 26,
        FloatKind::F8E4M3B11FNUZ => 27,
        FloatKind::F8E3M4 => 28,
        FloatKind::F4E2M1FN => 29,
        FloatKind::F6E2M3FN => 30,
        FloatKind::F6E3M2FN => 31,
        FloatKind::F8E8M0FNU => 32,
        FloatKind::F8E5M3FNU => return None,
    })
}

/// Whether the reader's decoding of `a`'s builtin encoding gives `a` back (kinds whose stored
/// form this crate keeps apart although upstream does not are written as text).
pub(crate) fn attr_round_trips(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        // A name location whose child is written out as `unknown` reads back without a child.
        AttrKind::Location(LocKind::Name { child: Some(c), .. }) => !matches!(ctx.loc_kind(*c), LocKind::Unknown),
        _ => true,
    }
}
