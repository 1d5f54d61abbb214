//! Attributes and locations (upstream's `AttributeParser.cpp`, `LocationParser.cpp`).

use crate::lexer::Tok;
use crate::{PResult, Parser};
use mlir_ir::{AttrKind, Attribute, Ident, IntValue, LocKind, Location, Type, TypeKind};
use num_bigint::BigInt;
use num_traits::{Num, Zero};

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
    List(Vec<Lit>, usize),
}

impl Parser<'_> {
    /// attribute-value, with `ty` the type an attribute literal takes when it omits one.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.nested(|p| p.parse_attribute_inner(ty))
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx.clone();
        match self.tok.kind {
            Tok::HashIdent => self.parse_extended_attr(ty),
            Tok::LSquare => {
                self.bump();
                let mut elems = Vec::new();
                self.comma_list_until(Tok::RSquare, "]", true, |p| {
                    elems.push(p.parse_attribute(None)?);
                    Ok(())
                })?;
                Ok(ctx.attr(AttrKind::Array(elems.into())))
            }
            Tok::LBrace => {
                let entries = self.parse_attr_dict()?;
                Ok(ctx.dictionary(entries))
            }
            Tok::AtIdent => self.parse_symbol_ref(),
            Tok::String => {
                let v = self.string_value();
                self.bump();
                let t = if self.eat(Tok::Colon) { Some(self.parse_type()?) } else { ty };
                Ok(ctx.attr(AttrKind::String { value: v.into(), ty: t }))
            }
            Tok::Integer | Tok::Float | Tok::Minus => self.parse_number_attr(ty),
            Tok::BareIdent => match self.spelling() {
                "true" | "false" => {
                    let b = self.spelling() == "true";
                    self.bump();
                    Ok(ctx.bool_attr(b))
                }
                "unit" => {
                    self.bump();
                    Ok(ctx.unit_attr())
                }
                "affine_map" | "affine_set" => self.parse_affine_attr(),
                "array" => self.parse_dense_array(),
                "dense" => self.parse_dense(),
                "dense_resource" => self.parse_dense_resource(ty),
                "loc" => {
                    let l = self.parse_loc_keyword()?;
                    Ok(l.attr())
                }
                "strided" => self.parse_strided(),
                _ => {
                    let t = self.parse_type()?;
                    Ok(ctx.type_attr(t))
                }
            },
            Tok::LParen | Tok::BangIdent => {
                let t = self.parse_type()?;
                Ok(ctx.type_attr(t))
            }
            _ => Err(self.wrong_token("expected attribute value")),
        }
    }

    /// `{` (name (`=` attr)?)* `}`; names are bare identifiers, keywords or strings.
    pub(crate) fn parse_attr_dict(&mut self) -> PResult<Vec<(Ident, Attribute)>> {
        self.expect(Tok::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<(Ident, Attribute)> = Vec::new();
        self.comma_list_until(Tok::RBrace, "}", true, |p| {
            let name_loc = p.tok.start;
            let id = match p.tok.kind {
                Tok::String => {
                    let v = p.string_value();
                    if v.is_empty() {
                        return Err(p.error("expected valid attribute name"));
                    }
                    p.ctx.ident(&String::from_utf8_lossy(&v))
                }
                Tok::BareIdent => p.ctx.ident(p.spelling()),
                _ => return Err(p.wrong_token("expected attribute name")),
            };
            p.bump();
            // Dictionaries are small: a linear scan finds duplicates fastest.
            if entries.iter().any(|(n, _)| *n == id) {
                let name = p.ctx.str(id).to_string();
                return Err(p.error_at(name_loc, format!("duplicate key '{name}' in dictionary attribute")));
            }
            if !p.eat(Tok::Equal) {
                entries.push((id, p.ctx.unit_attr()));
                return Ok(());
            }
            let v = p.parse_attribute(None)?;
            entries.push((id, v));
            Ok(())
        })?;
        Ok(entries)
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.ctx.ident(&self.symbol_name());
        self.bump();
        let mut nested = Vec::new();
        // `::@nested` — the lexer gives `:` `:` then an @-identifier. A lone `:` is given back
        // (unless the input ends there, as upstream).
        while self.at(Tok::Colon) {
            let colon = self.tok.start;
            self.bump();
            if !self.eat(Tok::Colon) {
                if !self.at(Tok::Eof) && !self.at(Tok::Error) {
                    self.reset_to(colon);
                }
                break;
            }
            if !self.at(Tok::AtIdent) {
                return Err(self.wrong_token("expected nested symbol reference identifier"));
            }
            nested.push(self.ctx.ident(&self.symbol_name()));
            self.bump();
        }
        Ok(self.ctx.attr(AttrKind::SymbolRef { root, nested: nested.into() }))
    }

    /// Integer and float literals, optionally negated and typed.
    fn parse_number_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx.clone();
        let neg = self.eat(Tok::Minus);
        let lit_loc = self.tok.start;
        let (is_float, text) = match self.tok.kind {
            Tok::Float => (true, self.spelling().to_string()),
            Tok::Integer => (false, self.spelling().to_string()),
            _ => return Err(self.wrong_token("expected constant integer or floating point value")),
        };
        self.bump();
        let t = if self.eat(Tok::Colon) {
            self.parse_type()?
        } else if let Some(t) = ty {
            t
        } else if is_float {
            ctx.float_type(mlir_ir::FloatKind::F64)
        } else {
            ctx.i64_type()
        };
        match ctx.type_kind(t).clone() {
            TypeKind::Float(k) => {
                let bits = self.float_bits(k, neg, is_float, &text, lit_loc)?;
                Ok(ctx.attr(AttrKind::Float { ty: t, bits }))
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                if is_float {
                    return Err(self.error_at(lit_loc, "floating point value not valid for specified type"));
                }
                let value = self.int_value(t, neg, &text, lit_loc)?;
                Ok(ctx.attr(AttrKind::Integer { ty: t, value }))
            }
            _ => Err(self.error_at(lit_loc, "integer literal not valid for specified type")),
        }
    }

    /// The bits of a float literal of format `k` (decimal text, or `0x` bits for integer tokens).
    fn float_bits(&mut self, k: mlir_ir::FloatKind, neg: bool, is_float: bool, text: &str, loc: usize) -> PResult<u128> {
        if !is_float {
            if let Some(hex) = text.strip_prefix("0x") {
                let v = u128::from_str_radix(hex, 16).ok();
                let width = k.bit_width();
                match v {
                    Some(v) if width >= 128 || v >> width == 0 => {
                        if neg {
                            return Err(self.error_at(loc, "hexadecimal float literal should not have a leading minus"));
                        }
                        return Ok(v);
                    }
                    _ => {
                        return Err(self.error_at(loc, "hexadecimal float constant out of range for type"));
                    }
                }
            }
            let l = self.loc_at(loc);
            let d = mlir_ir::Diagnostic::error(l, "unexpected decimal integer literal for a floating point value")
                .with_note(l, "add a trailing dot to make the literal a float");
            return Err(self.emit_diag(d));
        }
        mlir_apfloat::parse_decimal(k, text, neg).map_err(|_| self.error_at(loc, "floating point value too large"))
    }

    /// The value of an integer literal for integer/index type `t`, range-checked.
    pub(crate) fn int_value(&mut self, t: Type, neg: bool, text: &str, loc: usize) -> PResult<IntValue> {
        let (width, signedness) = match self.ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => (*width, Some(*signedness)),
            _ => (64, None),
        };
        // Fast path: a short decimal literal of a type no wider than 64 bits.
        if width <= 63 && width > 1 && text.len() <= 18 && !text.starts_with("0x") {
            if let Ok(mag) = text.parse::<i64>() {
                let v = if neg { -mag } else { mag };
                use mlir_ir::Signedness::*;
                let (lo, hi) = match signedness {
                    Some(Unsigned) => (0, (1i64 << width) - 1),
                    Some(Signless) => (-(1i64 << (width - 1)), (1i64 << width) - 1),
                    _ => (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1),
                };
                if !(neg && signedness == Some(Unsigned) && v != 0) && v >= lo && v <= hi {
                    let v = if signedness == Some(Signless) && v >= (1i64 << (width - 1)) { v - (1i64 << width) } else { v };
                    return Ok(IntValue::Small(v));
                }
            }
        }
        let mag = if let Some(h) = text.strip_prefix("0x") {
            BigInt::from_str_radix(h, 16)
        } else {
            BigInt::from_str_radix(text, 10)
        };
        let Ok(mag) = mag else {
            return Err(self.error_at(loc, "integer constant out of range for attribute"));
        };
        let v = if neg { -mag } else { mag };
        use mlir_ir::Signedness::*;
        let w = width as usize;
        let (lo, hi): (BigInt, BigInt) = match signedness {
            Some(Unsigned) => (BigInt::zero(), (BigInt::from(1) << w) - 1),
            Some(Signed) | None => {
                if w == 0 {
                    (BigInt::zero(), BigInt::zero())
                } else {
                    (-(BigInt::from(1) << (w - 1)), (BigInt::from(1) << (w - 1)) - 1)
                }
            }
            // Signless accepts both the signed and the unsigned range; stored signed.
            Some(Signless) => {
                if w == 0 {
                    (BigInt::zero(), BigInt::zero())
                } else {
                    (-(BigInt::from(1) << (w - 1)), (BigInt::from(1) << w) - 1)
                }
            }
        };
        if neg && signedness == Some(Unsigned) && !v.is_zero() {
            return Err(self.error_at(loc, "negative integer literal not valid for unsigned integer type"));
        }
        if v < lo || v > hi {
            return Err(self.error_at(loc, "integer constant out of range for attribute"));
        }
        let v = match signedness {
            // i1 keeps 0/1; wider signless values are stored signed.
            Some(Signless) if w > 1 && v >= (BigInt::from(1) << (w - 1)) => v - (BigInt::from(1) << w),
            Some(Signless) if w == 1 && v < BigInt::zero() => v + 2,
            _ => v,
        };
        Ok(IntValue::from_bigint(v))
    }

    /// `#alias`, `#dialect.attr`, `#dialect<...>`.
    fn parse_extended_attr(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let start = self.tok.start;
        let name = self.spelling()[1..].to_string();
        let (dialect, data, end) = match name.split_once('.') {
            None => {
                if self.src.as_bytes().get(self.tok.end) == Some(&b'<') {
                    let body_start = self.tok.end + 1;
                    let body_end = self.scan_pretty_body(body_start)?;
                    (name.clone(), self.src[body_start..body_end].to_string(), body_end + 1)
                } else {
                    return match self.symbols.attr_aliases.get(&name) {
                        Some(&a) => {
                            self.bump();
                            Ok(a)
                        }
                        None => Err(self.error(format!("undefined symbol alias id '{name}'"))),
                    };
                }
            }
            Some((d, rest)) => {
                self.check_dialect_namespace(d, start)?;
                let mut data = rest.to_string();
                let mut end = self.tok.end;
                if self.src.as_bytes().get(end) == Some(&b'<') {
                    let body_end = self.scan_pretty_body(end + 1)?;
                    data.push_str(&self.src[end..=body_end]);
                    end = body_end + 1;
                }
                (d.to_string(), data, end)
            }
        };
        if !self.ctx.allows_unregistered_dialects() && !self.ctx.is_dialect_loaded(&dialect) {
            return Err(self.error_at(start, format!("dialect '{dialect}' provides no attribute parsing hook")));
        }
        self.reset_to(end);
        let t = if self.eat(Tok::Colon) { Some(self.parse_type()?) } else { ty };
        let d = self.ctx.ident(&dialect);
        Ok(self.ctx.attr(AttrKind::Opaque { dialect: d, data: data.into(), ty: t }))
    }

    fn parse_affine_attr(&mut self) -> PResult<Attribute> {
        let is_map = self.spelling() == "affine_map";
        self.bump();
        if !self.at(Tok::Less) {
            return Err(self.wrong_token("expected '<' in affine map"));
        }
        let body = self.tok.end;
        let res = if is_map {
            crate::affine::parse_affine_map(&self.src[body..]).map(|(m, n)| (AttrKind::AffineMap(m), n))
        } else {
            crate::affine::parse_integer_set(&self.src[body..]).map(|(s, n)| (AttrKind::IntegerSet(Box::new(s)), n))
        };
        match res {
            Ok((kind, n)) => {
                self.reset_to(body + n);
                let a = self.ctx.attr(kind);
                self.expect(Tok::Greater, if is_map { "expected '>' in affine map" } else { "expected '>' in integer set" })?;
                Ok(a)
            }
            Err(e) => Err(self.error_at(body + e.offset, e.message)),
        }
    }

    fn parse_strided(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'strided'")?;
        self.expect(Tok::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        self.comma_list_until(Tok::RSquare, "]", true, |p| {
            strides.push(p.parse_stride_value()?);
            Ok(())
        })?;
        let mut offset = 0;
        if self.eat(Tok::Comma) {
            if !self.eat_kw("offset") {
                return Err(self.wrong_token("expected 'offset' after comma"));
            }
            self.expect(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_value()?;
        }
        self.expect(Tok::Greater, "expected '>'")?;
        Ok(self.ctx.attr(AttrKind::StridedLayout { offset, strides: strides.into() }))
    }

    fn parse_stride_value(&mut self) -> PResult<i64> {
        if self.eat(Tok::Question) {
            return Ok(mlir_ir::DYNAMIC);
        }
        let neg = self.eat(Tok::Minus);
        if !self.at(Tok::Integer) {
            return Err(self.wrong_token("expected a 64-bit signed integer or '?'"));
        }
        let v: Option<i64> = self.spelling().parse().ok();
        let Some(v) = v else {
            return Err(self.error("expected a 64-bit signed integer or '?'"));
        };
        self.bump();
        Ok(if neg { -v } else { v })
    }

    // ----- dense arrays -----

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'array'")?;
        let tloc = self.tok.start;
        let elem = self.parse_type()?;
        let ctx = self.ctx.clone();
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
                let loc = p.tok.start;
                let e = p.parse_dense_elem()?;
                p.encode_scalar(&e, elem, loc, &mut raw)?;
                len += 1;
                Ok(())
            })?;
        }
        self.expect(Tok::Greater, "expected '>' to close an array attribute")?;
        Ok(ctx.attr(AttrKind::DenseArray { elem, len, raw: raw.into() }))
    }

    // ----- dense elements -----

    fn parse_dense_elem(&mut self) -> PResult<Elem> {
        match self.tok.kind {
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
                match self.tok.kind {
                    Tok::Integer => {
                        self.bump();
                        let hex = text.starts_with("0x");
                        Ok(Elem::Int { neg, text, hex })
                    }
                    Tok::Float => {
                        self.bump();
                        Ok(Elem::Float { neg, text })
                    }
                    _ => Err(self.wrong_token("expected element literal of primitive type")),
                }
            }
        }
    }

    fn parse_dense_literal(&mut self) -> PResult<Lit> {
        self.nested(|p| p.parse_dense_literal_inner())
    }

    fn parse_dense_literal_inner(&mut self) -> PResult<Lit> {
        let loc = self.tok.start;
        if self.eat(Tok::LSquare) {
            let mut items = Vec::new();
            self.comma_list_until(Tok::RSquare, "]", true, |p| {
                items.push(p.parse_dense_literal()?);
                Ok(())
            })?;
            return Ok(Lit::List(items, loc));
        }
        Ok(Lit::Elem(self.parse_dense_elem()?, loc))
    }

    /// `dense<literal> : shaped-type`
    fn parse_dense(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'dense'")?;
        let lit_loc = self.tok.start;
        // A hex string holds the raw data.
        let mut hex: Option<Vec<u8>> = None;
        let lit = if self.eat(Tok::Greater) {
            None
        } else {
            let l = if self.at(Tok::String) && self.spelling().starts_with("\"0x") {
                let s = self.spelling();
                let body = &s[3..s.len() - 1];
                let bytes = decode_hex(body);
                match bytes {
                    Some(b) => {
                        hex = Some(b);
                        self.bump();
                        Lit::List(Vec::new(), lit_loc)
                    }
                    None => self.parse_dense_literal()?,
                }
            } else {
                self.parse_dense_literal()?
            };
            self.expect(Tok::Greater, "expected '>'")?;
            Some(l)
        };
        self.expect(Tok::Colon, "expected ':'")?;
        let tloc = self.tok.start;
        let ty = self.parse_type()?;
        let ctx = self.ctx.clone();
        let kind = ctx.type_kind(ty).clone();
        let (Some(shape), Some(elem)) = (kind.shape().map(|s| s.to_vec()), kind.element_type()) else {
            return Err(self.error_at(tloc, "elements literal must be a shaped type"));
        };
        if matches!(kind, TypeKind::MemRef { .. }) {
            return Err(self.error_at(tloc, "elements literal must be a shaped type"));
        }
        if shape.iter().any(|&d| d < 0) {
            return Err(self.error_at(tloc, "elements literal type must have static shape"));
        }
        let num: i64 = shape.iter().product();
        if let Some(raw) = hex {
            let esize = self.elem_storage_bytes(elem);
            let total = esize * num as usize;
            if raw.len() == esize {
                return Ok(ctx.attr(AttrKind::DenseElements { ty, splat: true, raw: raw.into() }));
            }
            if raw.len() != total {
                return Err(self.error_at(lit_loc, "elements hex data size is invalid for provided type"));
            }
            return Ok(ctx.attr(AttrKind::DenseElements { ty, splat: false, raw: raw.into() }));
        }
        let lit = lit.unwrap_or(Lit::List(Vec::new(), lit_loc));
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
                        tloc,
                        format!("inferred shape of elements literal ([{}]) does not match type ([{}])", fmt(&dims), fmt(&shape)),
                    ));
                }
                false
            }
        };
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

    fn literal_shape(&mut self, lit: &Lit, depth: usize, dims: &mut Vec<i64>, flat: &mut Vec<(Elem, usize)>) -> PResult<()> {
        match lit {
            Lit::Elem(e, l) => {
                if depth != dims.len() {
                    return Err(self.error_at(*l, "tensor literal is invalid; ranks are not consistent between elements"));
                }
                flat.push((e.clone(), *l));
                Ok(())
            }
            Lit::List(items, l) => {
                if depth == dims.len() {
                    if !flat.is_empty() {
                        return Err(self.error_at(*l, "tensor literal is invalid; ranks are not consistent between elements"));
                    }
                    dims.push(items.len() as i64);
                } else if depth > dims.len() || dims[depth] != items.len() as i64 {
                    return Err(self.error_at(*l, "tensor literal is invalid; ranks are not consistent between elements"));
                }
                for it in items {
                    self.literal_shape(it, depth + 1, dims, flat)?;
                }
                Ok(())
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
        let ctx = self.ctx.clone();
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
                    Elem::Int { neg, text, .. } => self.int_value(ty, *neg, text, loc)?,
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
                    Elem::Bool(_) => return Err(self.error_at(loc, "expected floating-point elements, but parsed integer")),
                    _ => return Err(self.error_at(loc, "expected floating-point elements")),
                };
                let n = mlir_ir::attrs::dense_elem_bytes(k.bit_width());
                out.extend_from_slice(&bits.to_le_bytes()[..n.min(16)]);
                Ok(())
            }
            _ => Err(self.error_at(loc, "expected integer or float element type")),
        }
    }

    fn parse_dense_resource(&mut self, _ty: Option<Type>) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'dense_resource'")?;
        if !(self.at(Tok::BareIdent) || self.at(Tok::String)) {
            return Err(self.wrong_token("expected identifier key for 'resource' entry"));
        }
        let name = if self.at(Tok::String) {
            String::from_utf8_lossy(&self.string_value()).into_owned()
        } else {
            self.spelling().to_string()
        };
        self.bump();
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

    // ----- locations -----

    /// `loc(` location `)`
    pub(crate) fn parse_loc_keyword(&mut self) -> PResult<Location> {
        self.bump();
        self.expect(Tok::LParen, "expected '(' in inline location")?;
        let l = if self.at(Tok::HashIdent) && !self.spelling().contains('.') {
            let name = self.spelling()[1..].to_string();
            match self.symbols.attr_aliases.get(&name).copied() {
                Some(a) => match self.ctx.as_location(a) {
                    Some(l) => {
                        self.bump();
                        l
                    }
                    None => {
                        let text = mlir_ir::print::attr_to_string(&self.ctx, a);
                        return Err(self.error(format!("expected location, but found '{text}'")));
                    }
                },
                None => return Err(self.error(format!("undefined symbol alias id '{name}'"))),
            }
        } else {
            self.parse_location_instance()?
        };
        self.expect(Tok::RParen, "expected ')' in inline location")?;
        Ok(l)
    }

    pub(crate) fn parse_location_instance(&mut self) -> PResult<Location> {
        self.nested(|p| p.parse_location_instance_inner())
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx.clone();
        if self.at(Tok::HashIdent) {
            let a = self.parse_attribute(None)?;
            return match ctx.as_location(a) {
                Some(l) => Ok(l),
                None => Err(self.error("expected location attribute")),
            };
        }
        if self.at_kw("unknown") {
            self.bump();
            return Ok(ctx.unknown_loc());
        }
        if self.at_kw("callsite") {
            self.bump();
            self.expect(Tok::LParen, "expected '(' in callsite location")?;
            let callee = self.parse_location_instance()?;
            if !self.at_kw("at") {
                return Err(self.wrong_token("expected 'at' in callsite location"));
            }
            self.bump();
            let caller = self.parse_location_instance()?;
            self.expect(Tok::RParen, "expected ')' in callsite location")?;
            return Ok(ctx.loc(LocKind::CallSite { callee, caller }));
        }
        if self.at_kw("fused") {
            self.bump();
            let mut metadata = None;
            if self.eat(Tok::Less) {
                metadata = Some(self.parse_attribute(None)?);
                self.expect(Tok::Greater, "expected '>' after fused location metadata")?;
            }
            self.expect(Tok::LSquare, "expected '[' in fused location")?;
            let mut locs = Vec::new();
            self.comma_list(|p| {
                locs.push(p.parse_location_instance()?);
                Ok(())
            })?;
            self.expect(Tok::RSquare, "expected ']' in fused location")?;
            return Ok(ctx.loc(LocKind::Fused { locs: locs.into(), metadata }));
        }
        if self.at(Tok::String) {
            let s = String::from_utf8_lossy(&self.string_value()).into_owned();
            self.bump();
            if self.eat(Tok::Colon) {
                // file:line:col [to [line]:col]
                let line = self.parse_loc_u32("expected integer line number in FileLineColLoc")?;
                self.expect(Tok::Colon, "expected ':' in FileLineColLoc")?;
                let col = self.parse_loc_u32("expected integer column number in FileLineColLoc")?;
                let (mut end_line, mut end_col) = (line, col);
                if self.eat_kw("to") {
                    if self.at(Tok::Integer) {
                        end_line = self.parse_loc_u32("expected integer line number in FileLineColRange")?;
                    }
                    self.expect(Tok::Colon, "expected ':' in FileLineColRange")?;
                    end_col = self.parse_loc_u32("expected integer column number in FileLineColRange")?;
                }
                let file = ctx.ident(&s);
                return Ok(ctx.loc(LocKind::FileLineCol { file, line, col, end_line, end_col }));
            }
            let name = ctx.ident(&s);
            let mut child = None;
            if self.eat(Tok::LParen) {
                let cloc = self.tok.start;
                let c = self.parse_location_instance()?;
                if matches!(ctx.loc_kind(c), LocKind::Name { .. }) {
                    return Err(self.error_at(cloc, "child of NameLoc cannot be another NameLoc"));
                }
                child = Some(c);
                self.expect(Tok::RParen, "expected ')' after child location of NameLoc")?;
            }
            return Ok(ctx.loc(LocKind::Name { name, child }));
        }
        Err(self.wrong_token("expected location instance"))
    }

    fn parse_loc_u32(&mut self, msg: &str) -> PResult<u32> {
        if !self.at(Tok::Integer) {
            return Err(self.wrong_token(msg));
        }
        let v: Option<u32> = self.spelling().parse().ok();
        match v {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => Err(self.error(msg.to_string())),
        }
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
    if s.len() % 2 != 0 {
        return None;
    }
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok()).collect()
}
