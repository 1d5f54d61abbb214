//! The builtin dialect's own encodings of its attributes and types (upstream's
//! `BuiltinDialectBytecode.td`): each entry starts with a varint code naming its kind, then
//! its fields. Kinds this reader does not decode give an error naming them.

use mlir_ir::attrs::{dense_elem_bytes, FileForm, FusedLoc};
use mlir_ir::{AttrKind, Attribute, FloatKind, IntValue, LocKind, Location, Signedness, Type, TypeKind};
use num_bigint::{BigInt, BigUint};

use super::affine;
use super::attr_type::AttrTypeTable;
use crate::encoding::{Cursor, ReadResult};

const ATTR_KINDS: [&str; 26] = [
    "ArrayAttr",
    "DictionaryAttr",
    "StringAttr",
    "StringAttrWithType",
    "FlatSymbolRefAttr",
    "SymbolRefAttr",
    "TypeAttr",
    "UnitAttr",
    "IntegerAttr",
    "FloatAttr",
    "CallSiteLoc",
    "FileLineColLoc",
    "FusedLoc",
    "FusedLocWithMetadata",
    "NameLoc",
    "UnknownLoc",
    "DenseResourceElementsAttr",
    "DenseArrayAttr",
    "DenseIntOrFPElementsAttr",
    "DenseStringElementsAttr",
    "SparseElementsAttr",
    "DistinctAttr",
    "FileLineColRange",
    "AffineMapAttr",
    "IntegerSetAttr",
    "StridedLayoutAttr",
];

const TYPE_KINDS: [&str; 21] = [
    "IntegerType",
    "IndexType",
    "FunctionType",
    "BFloat16Type",
    "Float16Type",
    "Float32Type",
    "Float64Type",
    "Float80Type",
    "Float128Type",
    "ComplexType",
    "MemRefType",
    "MemRefTypeWithMemSpace",
    "NoneType",
    "RankedTensorType",
    "RankedTensorTypeWithEncoding",
    "TupleType",
    "UnrankedMemRefType",
    "UnrankedMemRefTypeWithMemSpace",
    "UnrankedTensorType",
    "VectorType",
    "VectorTypeWithScalableDims",
];

fn unsupported(what: &str, code: u64, names: &[&str]) -> String {
    match names.get(code as usize) {
        Some(name) => format!("unsupported bytecode: the builtin {what} encoding {name} (code {code}) is not supported by this reader"),
        None => format!("unsupported bytecode: unknown builtin {what} code {code}"),
    }
}

/// A list: a varint count, then that many items. The count is checked against the bytes left
/// (every item takes at least one), so a corrupt count cannot make a huge allocation.
fn list<T>(c: &mut Cursor<'_>, mut item: impl FnMut(&mut Cursor<'_>) -> ReadResult<T>) -> ReadResult<Vec<T>> {
    let n = c.varint()?;
    if n > c.remaining() as u64 {
        return Err(format!("list of {n} elements is longer than the remaining data"));
    }
    let mut out = Vec::with_capacity(n as usize);
    for _ in 0..n {
        out.push(item(c)?);
    }
    Ok(out)
}

pub(crate) fn read_attr(t: &mut AttrTypeTable<'_>, c: &mut Cursor<'_>) -> ReadResult<Attribute> {
    let ctx = t.ctx.clone();
    let code = c.varint()?;
    Ok(match code {
        0 => {
            let elems = list(c, |c| t.read_attr(c))?;
            ctx.attr(AttrKind::Array(elems.into()))
        }
        1 => {
            let entries = list(c, |c| {
                let name = string_attr_value(t, c)?;
                let value = t.read_attr(c)?;
                Ok((name, value))
            })?;
            let entries = entries.into_iter().map(|(n, v)| (ctx.ident(&String::from_utf8_lossy(&n)), v)).collect();
            ctx.dictionary(entries)
        }
        2 => {
            let s = t.string(c.varint()?)?;
            ctx.string_attr_bytes(s, None)
        }
        3 => {
            let s = t.string(c.varint()?)?;
            let ty = t.read_type(c)?;
            ctx.string_attr_bytes(s, Some(ty))
        }
        4 => {
            let root = string_attr_value(t, c)?;
            ctx.attr(AttrKind::SymbolRef { root: ctx.ident(&String::from_utf8_lossy(&root)), nested: Box::new([]) })
        }
        5 => {
            let root = string_attr_value(t, c)?;
            let nested = list(c, |c| {
                let a = t.read_attr(c)?;
                match ctx.attr_kind(a) {
                    AttrKind::SymbolRef { root, nested } if nested.is_empty() => Ok(*root),
                    _ => Err("expected attribute of type: FlatSymbolRefAttr".to_string()),
                }
            })?;
            ctx.attr(AttrKind::SymbolRef { root: ctx.ident(&String::from_utf8_lossy(&root)), nested: nested.into() })
        }
        6 => {
            let ty = t.read_type(c)?;
            ctx.type_attr(ty)
        }
        7 => ctx.unit_attr(),
        8 => {
            let ty = t.read_type(c)?;
            let (width, unsigned) = match ctx.type_kind(ty) {
                TypeKind::Integer { width, signedness } => (*width, *signedness == Signedness::Unsigned || *width == 1),
                TypeKind::Index => (64, false),
                _ => return Err("expected an integer or index type for IntegerAttr".into()),
            };
            let bits = read_apint(c, width)?;
            ctx.attr(AttrKind::Integer { ty, value: int_value(bits, width, unsigned) })
        }
        9 => {
            let ty = t.read_type(c)?;
            let TypeKind::Float(kind) = ctx.type_kind(ty) else {
                return Err("expected a float type for FloatAttr".into());
            };
            let bits = read_apint(c, kind.bit_width())?;
            let bits = u128::try_from(bits).map_err(|_| "float value out of range".to_string())?;
            ctx.attr(AttrKind::Float { ty, bits })
        }
        10 => {
            let callee = read_loc(t, c)?;
            let caller = read_loc(t, c)?;
            ctx.loc(LocKind::CallSite { callee, caller }).attr()
        }
        11 => {
            let file = string_attr_value(t, c)?;
            let line = u32_of(c.varint()?)?;
            let col = u32_of(c.varint()?)?;
            let file = ctx.ident(&String::from_utf8_lossy(&file));
            ctx.loc(LocKind::FileLineCol { file, line, col, end_line: line, end_col: col, form: FileForm::LineCol }).attr()
        }
        12 | 13 => {
            let locs = list(c, |c| read_loc(t, c))?;
            let metadata = if code == 13 { Some(t.read_attr(c)?) } else { None };
            ctx.loc(LocKind::Fused(Box::new(FusedLoc { locs: locs.into(), metadata }))).attr()
        }
        14 => {
            let name = string_attr_value(t, c)?;
            let child = read_loc(t, c)?;
            let child = (!matches!(ctx.loc_kind(child), LocKind::Unknown)).then_some(child);
            ctx.loc(LocKind::Name { name: ctx.ident(&String::from_utf8_lossy(&name)), child }).attr()
        }
        15 => ctx.unknown_loc().attr(),
        16 => {
            let ty = t.read_type(c)?;
            let idx = c.varint()?;
            let key = usize::try_from(idx)
                .ok()
                .and_then(|i| t.resources.get(i))
                .ok_or_else(|| format!("invalid resource handle index: {idx}"))?;
            ctx.attr(AttrKind::DenseResource { ty, handle: ctx.ident(key) })
        }
        17 => {
            let elem = t.read_type(c)?;
            let len = c.varint()?;
            let raw = blob(c)?;
            let per = scalar_bytes(&ctx, elem)?;
            if (len as u128) * (per as u128) != raw.len() as u128 {
                return Err("DenseArrayAttr data size does not match its element count".into());
            }
            ctx.attr(AttrKind::DenseArray { elem, len: len as usize, raw: raw.into() })
        }
        18 => {
            let ty = t.read_type(c)?;
            let raw = blob(c)?;
            dense_elements(&ctx, ty, raw)?
        }
        19 => {
            let ty = t.read_type(c)?;
            let splat = c.varint()? != 0;
            let n = if splat { 1 } else { num_elements(&ctx, ty)? };
            if n > c.remaining() as u64 {
                return Err("DenseStringElementsAttr has more elements than the remaining data".into());
            }
            let mut values = Vec::with_capacity(n as usize);
            for _ in 0..n {
                values.push(Box::<[u8]>::from(t.string(c.varint()?)?));
            }
            ctx.attr(AttrKind::DenseString { ty, splat, values: values.into() })
        }
        20 => {
            let ty = t.read_type(c)?;
            let indices = t.read_attr(c)?;
            let values = t.read_attr(c)?;
            ctx.attr(AttrKind::Sparse { ty, indices, values })
        }
        21 => {
            let referenced = t.read_attr(c)?;
            ctx.distinct_attr(referenced)
        }
        22 => {
            let file = string_attr_value(t, c)?;
            let file = ctx.ident(&String::from_utf8_lossy(&file));
            let vals = list(c, |c| c.varint().and_then(u32_of))?;
            let (line, col, end_line, end_col, form) = match vals[..] {
                [] => (0, 0, 0, 0, FileForm::LineCol),
                [l] => (l, 0, l, 0, FileForm::Line),
                [l, c] => (l, c, l, c, FileForm::LineCol),
                [l, c, ec] => (l, c, l, ec, FileForm::ToCol),
                [l, c, el, ec] => (l, c, el, ec, FileForm::ToLineCol),
                _ => return Err("FileLineColRange has more than four positions".into()),
            };
            ctx.loc(LocKind::FileLineCol { file, line, col, end_line, end_col, form }).attr()
        }
        23 => {
            let map = affine::read_map(c)?;
            ctx.attr(AttrKind::AffineMap(map))
        }
        24 => {
            let set = affine::read_set(c)?;
            ctx.attr(AttrKind::IntegerSet(Box::new(set)))
        }
        25 => {
            let offset = c.signed_varint()?;
            let strides = list(c, |c| c.signed_varint())?;
            ctx.attr(AttrKind::StridedLayout { offset, strides: strides.into() })
        }
        _ => return Err(unsupported("attribute", code, &ATTR_KINDS)),
    })
}

pub(crate) fn read_type(t: &mut AttrTypeTable<'_>, c: &mut Cursor<'_>) -> ReadResult<Type> {
    let ctx = t.ctx.clone();
    let code = c.varint()?;
    let float = |k: FloatKind| ctx.float_type(k);
    Ok(match code {
        0 => {
            let v = c.varint()?;
            let width = v >> 2;
            if width > (1 << 24) {
                return Err(format!("integer bitwidth is limited to 16777215 bits, got {width}"));
            }
            let signedness = match v & 3 {
                0 => Signedness::Signless,
                1 => Signedness::Signed,
                2 => Signedness::Unsigned,
                _ => return Err("invalid integer signedness".into()),
            };
            ctx.integer_type(width as u32, signedness)
        }
        1 => ctx.index_type(),
        2 => {
            let inputs = list(c, |c| t.read_type(c))?;
            let results = list(c, |c| t.read_type(c))?;
            ctx.function_type(&inputs, &results)
        }
        3 => float(FloatKind::BF16),
        4 => float(FloatKind::F16),
        5 => float(FloatKind::F32),
        6 => float(FloatKind::F64),
        7 => float(FloatKind::F80),
        8 => float(FloatKind::F128),
        9 => {
            let elem = t.read_type(c)?;
            ctx.intern_type(TypeKind::Complex(elem))
        }
        10 | 11 => {
            let memory_space = if code == 11 { Some(t.read_attr(c)?) } else { None };
            let shape = shape(c)?;
            let elem = t.read_type(c)?;
            let layout = t.read_attr(c)?;
            let layout = match ctx.attr_kind(layout) {
                AttrKind::AffineMap(m) if mlir_ir::affine_ops::is_identity(m) => None,
                _ => Some(layout),
            };
            ctx.intern_type(TypeKind::MemRef { shape: shape.into(), elem, layout, memory_space })
        }
        12 => ctx.none_type(),
        13 | 14 => {
            let encoding = if code == 14 { Some(t.read_attr(c)?) } else { None };
            let shape = shape(c)?;
            let elem = t.read_type(c)?;
            ctx.intern_type(TypeKind::RankedTensor { shape: shape.into(), elem, encoding })
        }
        15 => {
            let types = list(c, |c| t.read_type(c))?;
            ctx.intern_type(TypeKind::Tuple(types.into()))
        }
        16 | 17 => {
            let memory_space = if code == 17 { Some(t.read_attr(c)?) } else { None };
            let elem = t.read_type(c)?;
            ctx.intern_type(TypeKind::UnrankedMemRef { elem, memory_space })
        }
        18 => {
            let elem = t.read_type(c)?;
            ctx.intern_type(TypeKind::UnrankedTensor { elem })
        }
        19 | 20 => {
            let scalable = if code == 20 { list(c, |c| c.byte().map(|b| b != 0))? } else { Vec::new() };
            let shape = shape(c)?;
            if !scalable.is_empty() && scalable.len() != shape.len() {
                return Err("scalable dimension flags do not match the vector's rank".into());
            }
            let elem = t.read_type(c)?;
            // No scalable dimension is stored as no flags.
            let scalable: Box<[bool]> = if scalable.iter().any(|&b| b) { scalable.into() } else { Box::new([]) };
            ctx.intern_type(TypeKind::Vector { shape: shape.into(), scalable, elem })
        }
        21..=32 => {
            const KINDS: [FloatKind; 12] = [
                FloatKind::TF32,
                FloatKind::F8E5M2,
                FloatKind::F8E4M3,
                FloatKind::F8E4M3FN,
                FloatKind::F8E5M2FNUZ,
                FloatKind::F8E4M3FNUZ,
                FloatKind::F8E4M3B11FNUZ,
                FloatKind::F8E3M4,
                FloatKind::F4E2M1FN,
                FloatKind::F6E2M3FN,
                FloatKind::F6E3M2FN,
                FloatKind::F8E8M0FNU,
            ];
            float(KINDS[(code - 21) as usize])
        }
        _ => return Err(unsupported("type", code, &TYPE_KINDS)),
    })
}

fn u32_of(v: u64) -> ReadResult<u32> {
    u32::try_from(v).map_err(|_| format!("location position {v} is out of range"))
}

/// A shape: a count, then the dimensions as signed varints (dynamic is `i64::MIN`).
fn shape(c: &mut Cursor<'_>) -> ReadResult<Vec<i64>> {
    let dims = list(c, |c| c.signed_varint())?;
    if dims.iter().any(|&d| d < 0 && d != mlir_ir::DYNAMIC) {
        return Err("invalid negative dimension in a shape".into());
    }
    Ok(dims)
}

fn blob<'a>(c: &mut Cursor<'a>) -> ReadResult<&'a [u8]> {
    let n = c.varint()?;
    c.bytes(n)
}

/// The text of a `StringAttr` referenced by index.
fn string_attr_value(t: &mut AttrTypeTable<'_>, c: &mut Cursor<'_>) -> ReadResult<Vec<u8>> {
    let a = t.read_attr(c)?;
    match t.ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Ok(value.to_vec()),
        _ => Err("expected attribute of type: StringAttr".into()),
    }
}

fn read_loc(t: &mut AttrTypeTable<'_>, c: &mut Cursor<'_>) -> ReadResult<Location> {
    let a = t.read_attr(c)?;
    t.ctx.as_location(a).ok_or_else(|| "expected attribute of type: LocationAttr".to_string())
}

/// An integer of a known bit width: one byte up to 8 bits, a signed varint up to 64, else a
/// count of 64-bit words, each a signed varint. Returns the bits, truncated to `width`.
fn read_apint(c: &mut Cursor<'_>, width: u32) -> ReadResult<BigUint> {
    let value = if width <= 8 {
        BigUint::from(c.byte()?)
    } else if width <= 64 {
        BigUint::from(c.signed_varint()? as u64)
    } else {
        let words = list(c, |c| c.signed_varint().map(|w| w as u64))?;
        let mut v = BigUint::from(0u8);
        for (i, w) in words.iter().enumerate() {
            v |= BigUint::from(*w) << (64 * i);
        }
        v
    };
    let mask = (BigUint::from(1u8) << width) - 1u8;
    Ok(value & mask)
}

/// The value of `bits` read as a `width`-bit integer, signed unless `unsigned`.
fn int_value(bits: BigUint, width: u32, unsigned: bool) -> IntValue {
    let v = BigInt::from(bits);
    if unsigned || width == 0 {
        return IntValue::from_bigint(v);
    }
    let half = BigInt::from(1u8) << (width - 1);
    if v >= half {
        IntValue::from_bigint(v - (half << 1))
    } else {
        IntValue::from_bigint(v)
    }
}

/// Bytes per scalar (complex: per pair) in this crate's dense storage.
fn scalar_bytes(ctx: &mlir_ir::Context, ty: Type) -> ReadResult<usize> {
    Ok(match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => dense_elem_bytes(*width),
        TypeKind::Index => 8,
        TypeKind::Float(k) => dense_elem_bytes(k.bit_width()),
        TypeKind::Complex(e) => 2 * scalar_bytes(ctx, *e)?,
        _ => return Err("unsupported element type for dense elements".into()),
    })
}

fn num_elements(ctx: &mlir_ir::Context, ty: Type) -> ReadResult<u64> {
    ctx.type_kind(ty)
        .num_elements()
        .and_then(|n| u64::try_from(n).ok())
        .ok_or_else(|| "expected a statically shaped type for dense elements".to_string())
}

/// A dense int/float attribute from upstream's raw buffer: one element (a splat) or all of
/// them; `i1` elements are packed eight to a byte (a splat byte is `0x00` or `0xFF`).
fn dense_elements(ctx: &mlir_ir::Context, ty: Type, raw: &[u8]) -> ReadResult<Attribute> {
    let elem = ctx.type_kind(ty).element_type().ok_or("expected a shaped type for dense elements")?;
    let n = num_elements(ctx, ty)?;
    let per = scalar_bytes(ctx, elem)?;
    let is_bool = matches!(ctx.type_kind(elem), TypeKind::Integer { width: 1, .. });
    let mut data: Vec<u8> = if is_bool {
        if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xff) {
            vec![raw[0] & 1]
        } else {
            if raw.len() as u64 != n.div_ceil(8) {
                return Err("DenseIntOrFPElementsAttr data size does not match its type".into());
            }
            (0..n as usize).map(|i| (raw[i / 8] >> (i % 8)) & 1).collect()
        }
    } else {
        if raw.len() != per && raw.len() as u128 != n as u128 * per as u128 {
            return Err("DenseIntOrFPElementsAttr data size does not match its type".into());
        }
        raw.to_vec()
    };
    // Equal elements make a splat of one element, as the text parser stores them.
    let splat = per > 0 && data.len() >= per && data.chunks(per).all(|e| e == &data[..per]);
    if splat {
        data.truncate(per);
    }
    Ok(ctx.attr(AttrKind::DenseElements { ty, splat, raw: data.into() }))
}
