//! Dense arrays (`array<i32: 1, 2>`) and dense elements (`dense<...> : tensor<...>`).

use crate::lexer::Tok;
use crate::{PResult, Parser};
use mlir_ir::{AttrKind, Attribute, IntValue, Type, TypeKind};

/// A parsed dense literal element.
#[derive(Clone, Debug)]
enum Elem {
    /// Integer text with its sign; `hex` for `0x` literals.
    Int { neg: bool, text: String, hex: bool },
    Float { neg: bool, text: String },
    Bool(bool),
    Complex(Box<Elem>, Box<Elem>),
    Str(Vec<u8>),
}

/// A literal tree: a scalar or a nested list.
#[derive(Clone, Debug)]
enum Lit {
    Elem(Elem, usize),
    /// The items, each with the offset of the token that follows it (where upstream reports
    /// an item whose shape differs from the first's).
    List(Vec<(Lit, usize)>),
}

impl Parser<'_> {
    // ----- dense arrays -----

    pub(crate) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'array'")?;
        let tloc = self.tok.start;
        let elem = self.parse_type()?;
        let ctx = self.ctx;
        let scalar = matches!(ctx.type_kind(elem), TypeKind::Integer { .. } | TypeKind::Float(_));
        if !scalar {
            return Err(self.error_at(tloc, format!("expected integer or float type, got: '{}'", mlir_ir::print::type_to_string(&ctx, elem))));
        }
        let width = match ctx.type_kind(elem) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Float(k) => k.bit_width(),
            _ => 0,
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.error_at(tloc, "element type bitwidth must be a multiple of 8"));
        }
        let mut raw = Vec::new();
        let mut len = 0;
        if self.at(Tok::Greater) {
            // `array<i32>`: empty.
        } else if !self.at(Tok::Colon) {
            return Err(self.wrong_token("expected ':' after dense array type"));
        }
        if self.eat(Tok::Colon) {
            self.comma_list(|p| {
                p.parse_dense_array_elem(elem, &mut raw)?;
                len += 1;
                Ok(())
            })?;
        }
        self.expect(Tok::Greater, "expected '>' to close an array attribute")?;
        Ok(ctx.attr(AttrKind::DenseArray { elem, len, raw: raw.into() }))
    }

    /// One element of `array<T: ...>`, appended to `raw` (upstream's dense-array element
    /// parser, whose rules differ from `dense<...>`'s: a minus sign is read first; `i1` takes
    /// only `true`/`false`; an integer wraps to the type's width as long as no set bit is lost,
    /// so `-1` is 255 for `ui8`; errors are reported at the token after the literal).
    fn parse_dense_array_elem(&mut self, elem: Type, raw: &mut Vec<u8>) -> PResult<()> {
        let neg = self.eat(Tok::Minus);
        match *self.ctx.type_kind(elem) {
            TypeKind::Integer { width, signedness } => {
                if self.at_kw("true") || self.at_kw("false") {
                    if width != 1 {
                        return Err(self.error("expected i1 type for 'true' or 'false' values"));
                    }
                    raw.push(self.at_kw("true") as u8);
                    self.bump();
                    return Ok(());
                }
                if !self.at(Tok::Integer) {
                    return Err(self.error("expected integer literal"));
                }
                let spelling = self.spelling();
                self.bump();
                if width == 1 {
                    return Err(self.error("expected 'true' or 'false' values for i1 type"));
                }
                let signed = signedness == mlir_ir::Signedness::Signed;
                let Some(v) = wrap_int_literal(width, signed, neg, spelling) else {
                    return Err(self.error("integer constant out of range"));
                };
                let bytes = v.to_bytes_le();
                let n = mlir_ir::attrs::dense_elem_bytes(width);
                raw.extend((0..n).map(|i| bytes.get(i).copied().unwrap_or(0)));
                Ok(())
            }
            TypeKind::Float(k) => {
                let loc = self.tok.start;
                let is_float = match self.tok.kind() {
                    Tok::Float => true,
                    Tok::Integer => false,
                    // At the token itself, even at the end of the input (no step back).
                    _ => return Err(self.error_at(self.tok.start, "expected floating point literal")),
                };
                let text = self.spelling();
                let bits = self.float_bits(k, neg, is_float, text, loc)?;
                self.bump();
                let n = mlir_ir::attrs::dense_elem_bytes(k.bit_width());
                raw.extend_from_slice(&bits.to_le_bytes()[..n.min(16)]);
                Ok(())
            }
            _ => Err(self.error("expected integer or float type")),
        }
    }

    // ----- dense elements -----

    fn parse_dense_elem(&mut self) -> PResult<Elem> {
        match self.tok.kind() {
            Tok::BareIdent if self.spelling() == "true" || self.spelling() == "false" => {
                let b = self.spelling() == "true";
                self.bump();
                Ok(Elem::Bool(b))
            }
            Tok::String => {
                let v = self.string_value();
                self.bump();
                Ok(Elem::Str(v))
            }
            Tok::LParen => {
                self.bump();
                let re = self.parse_dense_elem()?;
                self.expect(Tok::Comma, "expected ',' between complex elements")?;
                let im = self.parse_dense_elem()?;
                self.expect(Tok::RParen, "expected ')' after complex elements")?;
                Ok(Elem::Complex(Box::new(re), Box::new(im)))
            }
            _ => {
                let neg = self.eat(Tok::Minus);
                let text = self.spelling().to_string();
                match self.tok.kind() {
                    Tok::Integer => {
                        self.bump();
                        let hex = text.starts_with("0x");
                        Ok(Elem::Int { neg, text, hex })
                    }
                    Tok::Float => {
                        self.bump();
                        Ok(Elem::Float { neg, text })
                    }
                    _ if neg => Err(self.error("expected integer or floating point literal")),
                    _ => Err(self.error("expected element literal of primitive type")),
                }
            }
        }
    }

    fn parse_dense_literal(&mut self) -> PResult<Lit> {
        self.nested(|p| p.parse_dense_literal_inner())
    }

    fn parse_dense_literal_inner(&mut self) -> PResult<Lit> {
        let loc = self.tok.start;
        if self.at(Tok::LSquare) {
            let mut items = Vec::new();
            self.comma_list_delimited((Tok::LSquare, "["), (Tok::RSquare, "]"), "", |p| {
                let item = p.parse_dense_literal()?;
                items.push((item, p.tok.start));
                Ok(())
            })?;
            return Ok(Lit::List(items));
        }
        // A negative number is reported at its digits, as upstream does.
        let mut loc = loc;
        if self.at(Tok::Minus) {
            let b = self.src.as_bytes();
            loc = self.tok.end();
            while loc < b.len() && (b[loc] == b' ' || b[loc] == b'\t') {
                loc += 1;
            }
        }
        Ok(Lit::Elem(self.parse_dense_elem()?, loc))
    }

    /// `dense<literal> : shaped-type`
    /// A dense literal or a `"0x..."` hex string (when `allow_hex`): (literal, hex bytes).
    /// As upstream, a lone string (when `allow_hex`) is kept as written: it is the raw data in
    /// hex for numeric element types, or one string element otherwise (see `build_dense`).
    fn parse_dense_body(&mut self, allow_hex: bool) -> PResult<(Lit, Option<String>)> {
        let lit_loc = self.tok.start;
        if allow_hex && self.at(Tok::String) {
            let spelled = self.spelling();
            let raw = spelled[1..spelled.len() - 1].to_string();
            let value = self.string_value();
            self.bump();
            return Ok((Lit::Elem(Elem::Str(value), lit_loc), Some(raw)));
        }
        Ok((self.parse_dense_literal()?, None))
    }

    /// `dense<literal> : shaped-type`
    /// `dense<...> : type`, or `dense<...>` alone when the context gives the type (`expected`,
    /// as upstream's `parseAttribute(type)`).
    pub(crate) fn parse_dense(&mut self, expected: Option<Type>) -> PResult<Attribute> {
        let dense_loc = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'dense'")?;
        // `dense<TYPE : elements>`: a type first (a parenthesis starts a complex literal).
        if self.at_type_start() && !self.at(Tok::LParen) {
            return self.parse_type_first_dense(dense_loc);
        }
        let lit_loc = self.tok.start;
        let (lit, hex): (Option<Lit>, Option<String>) = if self.eat(Tok::Greater) {
            (None, None)
        } else {
            let (l, h) = self.parse_dense_body(true)?;
            self.expect(Tok::Greater, "expected '>'")?;
            (Some(l), h)
        };
        let tloc;
        let none = self.ctx.none_type();
        let ty = match expected.filter(|t| *t != none && !self.at(Tok::Colon)) {
            Some(t) => {
                tloc = self.tok.start;
                t
            }
            None => {
                self.expect(Tok::Colon, "expected ':'")?;
                tloc = self.tok.start;
                self.parse_type()?
            }
        };
        self.build_dense(lit, hex, lit_loc, ty, tloc, dense_loc)
    }

    /// `dense<TYPE : ELEMENTS>` (upstream's type-first syntax): a statically shaped type, then
    /// either one attribute of the element type (a splat) or lists nested as the shape, whose
    /// innermost items are attributes of the element type (`1 : i32`, `2.0 : f32`, `true`;
    /// `[re, im]` for complex elements).
    fn parse_type_first_dense(&mut self, dense_loc: usize) -> PResult<Attribute> {
        let tloc = self.tok.start;
        let ty = self.parse_type()?;
        let ctx = self.ctx;
        let (shape, elem): (Vec<i64>, Type) = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } | TypeKind::MemRef { shape, elem, .. } => {
                (shape.to_vec(), *elem)
            }
            TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => {
                return Err(self.error_at(tloc, "dense elements type must have static shape"));
            }
            _ => return Err(self.error_at(tloc, "expected a shaped type for dense elements")),
        };
        if shape.iter().any(|&d| d < 0) {
            return Err(self.error_at(tloc, "dense elements type must have static shape"));
        }
        let elem_ok = match ctx.type_kind(elem) {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => true,
            TypeKind::Complex(p) => matches!(ctx.type_kind(*p), TypeKind::Integer { .. } | TypeKind::Float(_)),
            _ => false,
        };
        if !elem_ok {
            return Err(self.error_at(tloc, "element type must implement DenseElementTypeInterface for type-first dense syntax"));
        }
        if !self.eat(Tok::Colon) {
            return Err(self.wrong_token("expected ':' after type in dense attribute"));
        }
        let mut raw = Vec::new();
        let splat = if self.at(Tok::LSquare) {
            if shape.is_empty() {
                return Err(self.error_at(dense_loc, "expected single element for scalar type, got list"));
            }
            self.type_first_level(&shape, 0, elem, &mut raw)?;
            false
        } else {
            self.type_first_element(elem, &mut raw)?;
            true
        };
        self.expect(Tok::Greater, "expected '>' to close dense attribute")?;
        // Equal elements make a splat, as for the literal syntax.
        let esize = self.elem_storage_bytes(elem);
        let splat = splat || (esize > 0 && raw.len() >= esize && raw.chunks(esize).all(|c| c == &raw[..esize]));
        if splat {
            raw.truncate(esize);
        }
        Ok(ctx.attr(AttrKind::DenseElements { ty, splat, raw: raw.into() }))
    }

    /// One `[...]` level of a type-first dense literal, of `shape[depth]` items.
    fn type_first_level(&mut self, shape: &[i64], depth: usize, elem: Type, raw: &mut Vec<u8>) -> PResult<()> {
        if depth == shape.len() {
            return self.type_first_element(elem, raw);
        }
        if !self.eat(Tok::LSquare) {
            return Err(self.wrong_token("expected '['"));
        }
        let mut count = 0i64;
        if !self.eat(Tok::RSquare) {
            loop {
                self.nested(|p| p.type_first_level(shape, depth + 1, elem, raw))?;
                count += 1;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            if !self.eat(Tok::RSquare) {
                return Err(self.wrong_token("expected ']'"));
            }
        }
        if count != shape[depth] {
            return Err(self.error(format!("expected {} elements in dimension, got {count}", shape[depth])));
        }
        Ok(())
    }

    /// One element of a type-first dense literal: an attribute of exactly the element type.
    fn type_first_element(&mut self, elem: Type, raw: &mut Vec<u8>) -> PResult<()> {
        let a = self.parse_attribute(None)?;
        let ctx = self.ctx;
        let ok = match ctx.type_kind(elem) {
            TypeKind::Complex(part) => match ctx.attr_kind(a) {
                AttrKind::Array(items) if items.len() == 2 => {
                    let mut tmp = Vec::new();
                    let ok = items.iter().all(|&i| encode_scalar_attr(&ctx, i, *part, &mut tmp));
                    if ok {
                        raw.extend_from_slice(&tmp);
                    }
                    ok
                }
                _ => false,
            },
            _ => encode_scalar_attr(&ctx, a, elem, raw),
        };
        if !ok {
            return Err(self.error("incompatible attribute for element type"));
        }
        Ok(())
    }

    /// `sparse<indices, values> : shaped-type` (or `sparse<> : type`).
    pub(crate) fn parse_sparse(&mut self) -> PResult<Attribute> {
        let sparse_loc = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'sparse'")?;
        if self.eat(Tok::Greater) {
            self.expect(Tok::Colon, "expected ':'")?;
            let tloc = self.tok.start;
            let ty = self.parse_type()?;
            let ctx = self.ctx;
            let kind = ctx.type_kind(ty).clone();
            let (Some(shape), Some(elem)) = (kind.shape(), kind.element_type()) else {
                return Err(self.error_at(tloc, "elements literal must be a shaped type"));
            };
            let i64t = ctx.i64_type();
            let idx_ty = ctx.intern_type(TypeKind::RankedTensor { shape: vec![0, shape.len() as i64].into(), elem: i64t, encoding: None });
            let val_ty = ctx.intern_type(TypeKind::RankedTensor { shape: vec![0].into(), elem, encoding: None });
            let indices = ctx.attr(AttrKind::DenseElements { ty: idx_ty, splat: false, raw: Box::new([]) });
            let values = ctx.attr(AttrKind::DenseElements { ty: val_ty, splat: false, raw: Box::new([]) });
            return Ok(ctx.attr(AttrKind::Sparse { ty, indices, values }));
        }
        let idx_loc = self.tok.start;
        let (idx_lit, _) = self.parse_dense_body(false)?;
        self.expect(Tok::Comma, "expected ','")?;
        let val_loc = self.tok.start;
        let (val_lit, val_hex) = self.parse_dense_body(true)?;
        self.expect(Tok::Greater, "expected '>'")?;
        self.expect(Tok::Colon, "expected ':'")?;
        let tloc = self.tok.start;
        let ty = self.parse_type()?;
        let ctx = self.ctx;
        let kind = ctx.type_kind(ty).clone();
        let (Some(shape), Some(elem)) = (kind.shape().map(|s| s.to_vec()), kind.element_type()) else {
            return Err(self.error_at(tloc, "elements literal must be a shaped type"));
        };
        // Indices keep the literal's shape (a single index is `[1, rank]`); values have the
        // literal's shape, or one per index when they are a splat.
        let lit_dims = |p: &mut Self, lit: &Lit| -> PResult<Option<Vec<i64>>> {
            match lit {
                Lit::Elem(..) => Ok(None),
                Lit::List(..) => {
                    let (mut dims, mut flat) = (Vec::new(), Vec::new());
                    p.literal_shape(lit, 0, &mut dims, &mut flat)?;
                    Ok(Some(dims))
                }
            }
        };
        let idx_shape = lit_dims(self, &idx_lit)?.unwrap_or_else(|| vec![1, shape.len() as i64]);
        let i64t = ctx.i64_type();
        let idx_ty = ctx.intern_type(TypeKind::RankedTensor { shape: idx_shape.clone().into(), elem: i64t, encoding: None });
        let indices = self.build_dense(Some(idx_lit), None, idx_loc, idx_ty, tloc, idx_loc)?;
        let val_shape = match (&val_hex, lit_dims(self, &val_lit)?) {
            (None, Some(d)) => {
                if d.len() != 1 {
                    return Err(self.error_at(sparse_loc, "expected 1-d tensor for sparse element values"));
                }
                d
            }
            _ => vec![idx_shape.first().copied().unwrap_or(1)],
        };
        // Every index must lie within the shape.
        if let AttrKind::DenseElements { raw, splat, .. } = ctx.attr_kind(indices) {
            let rank = shape.len().max(1);
            let read = |i: usize| -> i64 {
                let at = if *splat { 0 } else { i * 8 };
                raw.get(at..at + 8).map_or(0, |c| i64::from_le_bytes(c.try_into().expect("8 bytes")))
            };
            let rows = idx_shape.first().copied().unwrap_or(0).max(0) as usize;
            for r in 0..rows {
                let idx: Vec<i64> = (0..rank).map(|k| read(r * rank + k)).collect();
                let outside = idx.iter().zip(&shape).any(|(i, d)| *i < 0 || (*d >= 0 && *i >= *d));
                if outside {
                    let list = idx.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ");
                    let t = mlir_ir::print::type_to_string(&ctx, ty);
                    return Err(self.error_at(
                        sparse_loc,
                        format!("sparse index #{r} is not contained within the value shape, with index=[{list}], and type='{t}'"),
                    ));
                }
            }
        }
        let val_ty = ctx.intern_type(TypeKind::RankedTensor { shape: val_shape.into(), elem, encoding: None });
        let values = self.build_dense(Some(val_lit), val_hex, val_loc, val_ty, tloc, val_loc)?;
        Ok(ctx.attr(AttrKind::Sparse { ty, indices, values }))
    }

    /// The dense attribute of type `ty` for a parsed literal (or hex data).
    fn build_dense(
        &mut self,
        lit: Option<Lit>,
        hex: Option<String>,
        lit_loc: usize,
        ty: Type,
        tloc: usize,
        dense_loc: usize,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let kind = ctx.type_kind(ty).clone();
        // Upstream reports an unusable type at the start of the attribute.
        let _ = tloc;
        let (Some(shape), Some(elem)) = (kind.shape().map(|s| s.to_vec()), kind.element_type()) else {
            return Err(self.error_at(dense_loc, "elements literal must be a shaped type"));
        };
        // (Any statically shaped type, memrefs included, as upstream's `ShapedType`.)
        if shape.iter().any(|&d| d < 0) {
            return Err(self.error_at(dense_loc, "elements literal type must have static shape"));
        }
        let num: i64 = shape.iter().product();
        let numeric = matches!(
            ctx.type_kind(elem),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        );
        if let (Some(text), true) = (hex, numeric) {
            let Some(raw) = text.strip_prefix("0x").and_then(decode_hex) else {
                return Err(self.error_at(lit_loc, "expected string containing hex digits starting with `0x`"));
            };
            let esize = self.elem_storage_bytes(elem);
            let total = esize * num as usize;
            if raw.len() == esize {
                return Ok(ctx.attr(AttrKind::DenseElements { ty, splat: true, raw: raw.into() }));
            }
            if raw.len() != total {
                // At the start of the attribute (of the values, in a sparse one), naming the type.
                let text = mlir_ir::print::type_to_string(&ctx, ty);
                return Err(self.error_at(dense_loc, format!("elements hex data size is invalid for provided type: '{text}'")));
            }
            return Ok(ctx.attr(AttrKind::DenseElements { ty, splat: false, raw: raw.into() }));
        }
        if lit.is_none() && num != 0 {
            let t = mlir_ir::print::type_to_string(&ctx, ty);
            return Err(self.error_at(dense_loc, format!("parsed zero elements, but type ('{t}') expected at least 1")));
        }
        // `dense<>` of a type with no elements, whatever its rank (`tensor<2x0xi32>`).
        let Some(lit) = lit else {
            return Ok(ctx.attr(AttrKind::DenseElements { ty, splat: false, raw: Vec::new().into() }));
        };
        // Flatten and check the shape.
        let mut flat: Vec<(Elem, usize)> = Vec::new();
        let lit_shape = match &lit {
            Lit::Elem(e, l) => {
                flat.push((e.clone(), *l));
                None
            }
            Lit::List(..) => {
                let mut dims = Vec::new();
                self.literal_shape(&lit, 0, &mut dims, &mut flat)?;
                Some(dims)
            }
        };
        let splat = match lit_shape {
            None => true,
            Some(dims) => {
                if dims != shape {
                    let fmt = |d: &[i64]| d.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
                    return Err(self.error_at(
                        dense_loc,
                        format!("inferred shape of elements literal ([{}]) does not match type ([{}])", fmt(&dims), fmt(&shape)),
                    ));
                }
                false
            }
        };
        // Strings are elements only of non-numeric types; upstream reports them as bad numbers.
        if let Some((_, l)) = flat.iter().find(|(e, _)| matches!(e, Elem::Str(_))) {
            match ctx.type_kind(elem) {
                TypeKind::Integer { .. } | TypeKind::Index => {
                    return Err(self.error_at(*l, "integer constant out of range for type"));
                }
                TypeKind::Float(_) => return Err(self.error_at(*l, "expected floating point literal")),
                TypeKind::Complex(_) => {
                    let t = mlir_ir::print::type_to_string(&ctx, ty);
                    return Err(self.error_at(
                        dense_loc,
                        format!("parsed {} elements, but type ('{t}') expected {} elements", flat.len(), 2 * num),
                    ));
                }
                _ => {}
            }
        }
        // Strings.
        if flat.iter().any(|(e, _)| matches!(e, Elem::Str(_))) {
            let mut values = Vec::new();
            for (e, l) in &flat {
                match e {
                    Elem::Str(s) => values.push(s.clone().into_boxed_slice()),
                    _ => return Err(self.error_at(*l, "expected string token")),
                }
            }
            let splat = splat || (!values.is_empty() && values.iter().all(|v| *v == values[0]));
            if splat {
                values.truncate(1);
            }
            return Ok(ctx.attr(AttrKind::DenseString { ty, splat, values: values.into() }));
        }
        let mut raw = Vec::new();
        for (e, l) in &flat {
            self.encode_elem(e, elem, *l, &mut raw)?;
        }
        // A literal whose elements are all equal is a splat (as upstream's `isSplat`).
        let esize = self.elem_storage_bytes(elem);
        let splat = splat
            || (num >= 1 && esize > 0 && raw.len() >= esize && raw.chunks(esize).all(|c| c == &raw[..esize]));
        if splat {
            raw.truncate(esize);
        }
        Ok(ctx.attr(AttrKind::DenseElements { ty, splat, raw: raw.into() }))
    }

    /// The shape of a literal, flattening its elements into `flat` (upstream's
    /// `TensorLiteralParser`: every item of a list must have the shape of the first).
    fn literal_shape(&mut self, lit: &Lit, _depth: usize, dims: &mut Vec<i64>, flat: &mut Vec<(Elem, usize)>) -> PResult<()> {
        *dims = self.literal_dims(lit, flat)?;
        Ok(())
    }

    fn literal_dims(&mut self, lit: &Lit, flat: &mut Vec<(Elem, usize)>) -> PResult<Vec<i64>> {
        match lit {
            Lit::Elem(e, l) => {
                flat.push((e.clone(), *l));
                Ok(Vec::new())
            }
            Lit::List(items) => {
                let mut first: Option<Vec<i64>> = None;
                for (it, end) in items {
                    let d = self.literal_dims(it, flat)?;
                    match &first {
                        None => first = Some(d),
                        Some(f) if *f != d => {
                            return Err(self.error_at(*end, "tensor literal is invalid; ranks are not consistent between elements"));
                        }
                        _ => {}
                    }
                }
                let mut out = vec![items.len() as i64];
                out.extend(first.unwrap_or_default());
                Ok(out)
            }
        }
    }

    fn elem_storage_bytes(&self, elem: Type) -> usize {
        match self.ctx.type_kind(elem) {
            TypeKind::Complex(p) => 2 * self.elem_storage_bytes(*p),
            TypeKind::Integer { width, .. } => mlir_ir::attrs::dense_elem_bytes(*width),
            TypeKind::Index => 8,
            TypeKind::Float(k) => mlir_ir::attrs::dense_elem_bytes(k.bit_width()),
            _ => 0,
        }
    }

    fn encode_elem(&mut self, e: &Elem, elem: Type, loc: usize, out: &mut Vec<u8>) -> PResult<()> {
        if let TypeKind::Complex(part) = self.ctx.type_kind(elem).clone() {
            let Elem::Complex(re, im) = e else {
                return Err(self.error_at(loc, "expected complex element"));
            };
            self.encode_scalar(re, part, loc, out)?;
            return self.encode_scalar(im, part, loc, out);
        }
        self.encode_scalar(e, elem, loc, out)
    }

    /// Appends the little-endian storage of scalar `e` as type `ty`.
    fn encode_scalar(&mut self, e: &Elem, ty: Type, loc: usize, out: &mut Vec<u8>) -> PResult<()> {
        let ctx = self.ctx;
        match ctx.type_kind(ty).clone() {
            TypeKind::Integer { .. } | TypeKind::Index => {
                let width = if let TypeKind::Integer { width, .. } = ctx.type_kind(ty) { *width } else { 64 };
                let v = match e {
                    Elem::Bool(b) => {
                        if width != 1 {
                            return Err(self.error_at(loc, "expected i1 type for 'true' or 'false' values"));
                        }
                        IntValue::Small(*b as i64)
                    }
                    Elem::Int { neg: true, .. }
                        if matches!(ctx.type_kind(ty), TypeKind::Integer { signedness: mlir_ir::Signedness::Unsigned, .. }) =>
                    {
                        return Err(self.error_at(loc, "expected unsigned integer elements, but parsed negative value"));
                    }
                    Elem::Int { neg, text, .. } => self.int_value_for(ty, *neg, text, loc, "type")?,
                    Elem::Float { .. } => return Err(self.error_at(loc, "expected integer elements, but parsed floating-point")),
                    _ => return Err(self.error_at(loc, "expected integer elements")),
                };
                write_int_le(&v, mlir_ir::attrs::dense_elem_bytes(width), out);
                Ok(())
            }
            TypeKind::Float(k) => {
                let bits = match e {
                    Elem::Float { neg, text } => self.float_bits(k, *neg, true, text, loc)?,
                    Elem::Int { neg, text, hex: true } => self.float_bits(k, *neg, false, text, loc)?,
                    Elem::Int { neg, text, .. } => self.float_bits(k, *neg, false, text, loc)?,
                    Elem::Bool(_) => return Err(self.error_at(loc, "expected floating point literal")),
                    _ => return Err(self.error_at(loc, "expected floating-point elements")),
                };
                let n = mlir_ir::attrs::dense_elem_bytes(k.bit_width());
                out.extend_from_slice(&bits.to_le_bytes()[..n.min(16)]);
                Ok(())
            }
            _ => Err(self.error_at(loc, "expected integer or float element type")),
        }
    }

    pub(crate) fn parse_dense_resource(&mut self, _ty: Option<Type>) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'dense_resource'")?;
        let Some(name) = self.parse_resource_key() else {
            return Err(self.wrong_token("expected identifier key for 'resource' entry"));
        };
        self.expect(Tok::Greater, "expected '>'")?;
        if !self.at(Tok::Colon) {
            return Err(self.wrong_token("expected ':'"));
        }
        let colon = self.tok.start;
        self.bump();
        let ty = self.parse_type()?;
        if !self.ctx.type_kind(ty).is_shaped() {
            return Err(self.error_at(colon, "`dense_resource` expected a shaped type"));
        }
        let handle = self.ctx.ident(&name);
        Ok(self.ctx.attr(AttrKind::DenseResource { ty, handle }))
    }

}

fn write_int_le(v: &IntValue, nbytes: usize, out: &mut Vec<u8>) {
    match v {
        IntValue::Small(s) => {
            let b = s.to_le_bytes();
            for i in 0..nbytes {
                out.push(if i < 8 { b[i] } else if *s < 0 { 0xff } else { 0 });
            }
        }
        IntValue::Big(b) => {
            let bytes = b.to_signed_bytes_le();
            let fill = if b.sign() == num_bigint::Sign::Minus { 0xff } else { 0 };
            for i in 0..nbytes {
                out.push(*bytes.get(i).unwrap_or(&fill));
            }
        }
    }
}

/// The bytes of a hex string (two digits a byte), or `None` if it is not one.
pub(crate) fn decode_hex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok()).collect()
}

/// Upstream's `buildAttributeAPInt` for a `width`-bit integer type: the literal's bits, or
/// `None` when it has set bits beyond the width, when a negated value lacks its sign bit, or
/// when a positive value of a signed type has it.
fn wrap_int_literal(width: u32, signed: bool, neg: bool, spelling: &str) -> Option<num_bigint::BigUint> {
    use num_bigint::BigUint;
    let mag = match spelling.strip_prefix("0x") {
        Some(h) => BigUint::parse_bytes(h.as_bytes(), 16)?,
        None => BigUint::parse_bytes(spelling.as_bytes(), 10)?,
    };
    if mag.bits() > u64::from(width) {
        return None;
    }
    if width == 0 {
        return (!neg).then_some(mag);
    }
    let sign_bit = |v: &BigUint| v.bit(u64::from(width) - 1);
    if neg {
        let modulus = BigUint::from(1u8) << width;
        let v = (&modulus - &mag) % &modulus;
        return sign_bit(&v).then_some(v);
    }
    if signed && sign_bit(&mag) {
        return None;
    }
    Some(mag)
}

/// Appends the storage of `a` as an element of type `elem` (an integer or float attribute of
/// exactly that type); false when `a` is not one.
fn encode_scalar_attr(ctx: &mlir_ir::Context, a: Attribute, elem: Type, out: &mut Vec<u8>) -> bool {
    match (ctx.attr_kind(a), ctx.type_kind(elem)) {
        (AttrKind::Integer { ty, value }, TypeKind::Integer { width, .. }) if *ty == elem => {
            write_int_le(value, mlir_ir::attrs::dense_elem_bytes(*width), out);
            true
        }
        (AttrKind::Integer { ty, value }, TypeKind::Index) if *ty == elem => {
            write_int_le(value, 8, out);
            true
        }
        (AttrKind::Float { ty, bits }, TypeKind::Float(k)) if *ty == elem => {
            let n = mlir_ir::attrs::dense_elem_bytes(k.bit_width());
            out.extend_from_slice(&bits.to_le_bytes()[..n.min(16)]);
            true
        }
        _ => false,
    }
}
