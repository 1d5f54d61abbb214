//! Attributes (upstream's `AttributeParser.cpp`); dense literals are in `dense.rs`, locations
//! in `locs.rs`.

use crate::lexer::Tok;
use crate::{PResult, Parser};
use mlir_ir::{AttrKind, Attribute, Ident, IntValue, Type, TypeKind};
use num_bigint::BigInt;
use num_traits::{Num, Zero};

impl Parser<'_> {
    /// attribute-value, with `ty` the type an attribute literal takes when it omits one.
    pub fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.nested(|p| p.parse_attribute_inner(ty))
    }

    /// Whether the current token can start an attribute (upstream's `parseOptionalAttribute`
    /// tries an attribute exactly then; a type also makes a type attribute).
    pub(crate) fn at_attribute_start(&self) -> bool {
        match self.tok.kind() {
            Tok::HashIdent | Tok::LSquare | Tok::LBrace | Tok::AtIdent | Tok::String | Tok::Integer | Tok::Float | Tok::Minus => true,
            Tok::BareIdent => {
                matches!(
                    self.spelling(),
                    "true" | "false" | "unit" | "affine_map" | "affine_set" | "array" | "dense" | "dense_resource" | "loc" | "strided" | "distinct" | "sparse"
                ) || self.at_type_start()
            }
            Tok::LParen | Tok::BangIdent => true,
            _ => false,
        }
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.tok.kind() {
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
                let tok = self.spelling().as_bytes();
                let body = &tok[1..tok.len() - 1];
                self.bump();
                // A `: type` suffix is read only when no type is expected (as upstream); an
                // expected type of `none` is a plain string's own.
                let t = if ty.is_none() && self.eat(Tok::Colon) { Some(self.parse_type()?) } else { ty.filter(|t| *t != ctx.none_type()) };
                if body.contains(&b'\\') {
                    Ok(ctx.string_attr_bytes(&crate::lexer::unescape(body), t))
                } else {
                    Ok(ctx.string_attr_bytes(body, t))
                }
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
                "dense" => self.parse_dense(ty),
                "dense_resource" => self.parse_dense_resource(ty),
                "loc" => {
                    let l = self.parse_loc_keyword()?;
                    Ok(l.attr())
                }
                "strided" => self.parse_strided(),
                "distinct" => self.parse_distinct(),
                "sparse" => self.parse_sparse(),
                _ => {
                    if !self.at_type_start() {
                        return Err(self.wrong_token("expected attribute value"));
                    }
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

    /// `{` (name (`=` attr)?)* `}`; names are bare identifiers, keywords or strings. A
    /// dictionary whose exact text was parsed before, at the same nesting depth, is not parsed
    /// again: parsing is a function of the text and of what the parse has defined, which only
    /// grows (aliases, distinct ids); texts that reach further (`distinct`, resources,
    /// locations) are not remembered.
    pub(crate) fn parse_attr_dict(&mut self) -> PResult<Vec<(Ident, Attribute)>> {
        let start = self.tok.start;
        if self.at(Tok::LBrace) {
            let avail = &self.lex.src[start.min(self.lex.src.len())..];
            let avail_head = crate::head8(avail);
            self.dict_clock += 1;
            let now = self.dict_clock;
            for e in self.dict_cache.iter_mut().flatten() {
                if avail_head & e.mask == e.head && e.depth == self.depth && avail.starts_with(e.text.as_bytes()) {
                    e.last_use = now;
                    let (end, entries) = (start + e.text.len(), e.entries.to_vec());
                    self.reset_to(end);
                    return Ok(entries);
                }
            }
        }
        let entries = self.parse_attr_dict_uncached()?;
        let text = &self.src[start..self.prev_end];
        let b = text.as_bytes();
        let reaches_further = memchr::memchr2_iter(b'd', b'l', b).any(|i| {
            let rest = &b[i..];
            rest.starts_with(b"distinct") || rest.starts_with(b"dense_resource") || rest.starts_with(b"loc")
        });
        if !reaches_further && text.ends_with('}') {
            let len = text.len();
            let mask = if len >= 8 { u64::MAX } else { (1u64 << (8 * len)) - 1 };
            let entry = crate::DictEntry { text, head: crate::head8(text.as_bytes()), mask, depth: self.depth, last_use: self.dict_clock, entries: entries.clone().into() };
            // The entry used longest ago makes room (dictionaries every op of a kind repeats
            // stay; one-off ones, like a function's name and type, take turns in the rest).
            let slot = (0..self.dict_cache.len()).min_by_key(|&i| self.dict_cache[i].as_ref().map_or(0, |e| e.last_use)).unwrap_or(0);
            self.dict_cache[slot] = Some(entry);
        }
        Ok(entries)
    }

    fn parse_attr_dict_uncached(&mut self) -> PResult<Vec<(Ident, Attribute)>> {
        let mut entries: Vec<(Ident, Attribute)> = Vec::new();
        self.comma_list_delimited((Tok::LBrace, "{"), (Tok::RBrace, "}"), " in attribute dictionary", |p| {
            let name_loc = p.tok.start;
            let id = match p.tok.kind() {
                Tok::String => {
                    let v = p.string_value();
                    if v.is_empty() {
                        return Err(p.error("expected valid attribute name"));
                    }
                    p.ctx.ident(&String::from_utf8_lossy(&v))
                }
                Tok::BareIdent => p.cached_ident(p.spelling()),
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
        let neg = self.eat(Tok::Minus);
        let lit_loc = self.tok.start;
        let (is_float, text) = match self.tok.kind() {
            Tok::Float => (true, self.spelling()),
            Tok::Integer => (false, self.spelling()),
            _ => return Err(self.wrong_token("expected constant integer or floating point value")),
        };
        self.bump();
        // A `: type` suffix is read only when no type is expected, as upstream.
        let t = if let Some(t) = ty {
            t
        } else if self.eat(Tok::Colon) {
            self.parse_type()?
        } else if is_float {
            self.ctx.float_type(mlir_ir::FloatKind::F64)
        } else {
            self.ctx.i64_type()
        };
        let float = match self.ctx.type_kind(t) {
            TypeKind::Float(k) => Some(*k),
            // A float literal needs a float type; upstream reports it where the type ended.
            _ if is_float => return Err(self.error("floating point value not valid for specified type")),
            TypeKind::Integer { .. } | TypeKind::Index => None,
            _ => return Err(self.error_at(lit_loc, "integer literal not valid for specified type")),
        };
        match float {
            Some(k) => {
                let bits = self.float_bits(k, neg, is_float, text, lit_loc)?;
                Ok(self.ctx.attr(AttrKind::Float { ty: t, bits }))
            }
            None => {
                let value = self.int_value(t, neg, text, lit_loc)?;
                Ok(self.ctx.attr(AttrKind::Integer { ty: t, value }))
            }
        }
    }

    /// The bits of a float literal of format `k` (decimal text, or `0x` bits for integer tokens).
    pub(crate) fn float_bits(&mut self, k: mlir_ir::FloatKind, neg: bool, is_float: bool, text: &str, loc: usize) -> PResult<u128> {
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
        self.int_value_for(t, neg, text, loc, "attribute")
    }

    /// As [`Parser::int_value`]; `what` ends the out-of-range message ("attribute", or "type"
    /// for dense elements, as upstream words them).
    pub(crate) fn int_value_for(&mut self, t: Type, neg: bool, text: &str, loc: usize, what: &str) -> PResult<IntValue> {
        let (width, signedness) = match self.ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => (*width, Some(*signedness)),
            _ => (64, None),
        };
        // Fast path: a decimal literal of at most 19 digits (below 2^64) of a type no wider
        // than 64 bits, whose value fits an `i64` once stored.
        if width <= 64 && width > 1 && text.len() <= 19 && !text.starts_with("0x") {
            if let Ok(mag) = text.parse::<u64>() {
                let v = if neg { -(mag as i128) } else { mag as i128 };
                use mlir_ir::Signedness::*;
                let w = width as u32;
                let (lo, hi) = match signedness {
                    Some(Unsigned) => (0, (1i128 << w) - 1),
                    Some(Signless) => (-(1i128 << (w - 1)), (1i128 << w) - 1),
                    _ => (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1),
                };
                if !neg && v >= lo && v <= hi || neg && v < 0 && v >= lo && signedness != Some(Unsigned) {
                    let v = if signedness == Some(Signless) && v >= (1i128 << (w - 1)) { v - (1i128 << w) } else { v };
                    if let Ok(v) = i64::try_from(v) {
                        return Ok(IntValue::Small(v));
                    }
                }
            }
        }
        let mag = if let Some(h) = text.strip_prefix("0x") {
            BigInt::from_str_radix(h, 16)
        } else {
            BigInt::from_str_radix(text, 10)
        };
        let Ok(mag) = mag else {
            return Err(self.error_at(loc, format!("integer constant out of range for {what}")));
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
        if neg && signedness == Some(Unsigned) {
            return Err(self.error_at(loc, "negative integer literal not valid for unsigned integer type"));
        }
        // Upstream negates and then expects the sign bit: `-0` counts as out of range.
        if v < lo || v > hi || (neg && v.is_zero()) {
            return Err(self.error_at(loc, format!("integer constant out of range for {what}")));
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
                if self.src.as_bytes().get(self.tok.end()) == Some(&b'<') && self.ctx.has_attr_hooks_for(&name) {
                    // `#dialect<mnemonic body>`: the mnemonic's hooks read the body.
                    self.bump();
                    self.bump();
                    let mloc = self.tok.start;
                    if !self.at(Tok::BareIdent) {
                        return Err(self.wrong_token("expected attribute mnemonic"));
                    }
                    let mnemonic = self.spelling().to_string();
                    let Some(hooks) = self.ctx.attr_hooks(&format!("{name}.{mnemonic}")) else {
                        return Err(self.error_at(mloc, format!("unknown attribute `{mnemonic}` in dialect `{name}`")));
                    };
                    self.bump();
                    let a = {
                        let mut cp = crate::custom::CustomParser { p: self, op: None, name_off: start, num_results: 0, op_name: None };
                        hooks.parse(&mut cp, ty)?
                    };
                    self.expect(Tok::Greater, "expected '>'")?;
                    return self.dialect_attr_type_suffix(a, start, ty);
                }
                if self.src.as_bytes().get(self.tok.end()) == Some(&b'<') {
                    let body_start = self.tok.end() + 1;
                    let body_end = self.scan_pretty_body(body_start)?;
                    if self.ctx.is_dialect_loaded(&name) {
                        // A loaded dialect without attributes has no parser for this body.
                        return Err(self.error_at(body_start, format!("dialect '{name}' provides no attribute parsing hook")));
                    }
                    (name.clone(), self.src[body_start..body_end].to_string(), body_end + 1)
                } else {
                    return match self.symbols.attr_aliases.get(&name) {
                        Some(&a) => {
                            self.bump();
                            Ok(a)
                        }
                        None => {
                            // Upstream reports this at the end of the alias token (on its last character when the
                            // input ends there).
                            let end = self.tok.end().min(self.lex.src.len().saturating_sub(1)).max(self.tok.start);
                            Err(self.error_at(end, format!("undefined symbol alias id '{name}'")))
                        }
                    };
                }
            }
            Some((d, rest)) => {
                self.check_dialect_namespace(d, start)?;
                if let Some(hooks) = self.ctx.attr_hooks(&name) {
                    // A loaded dialect's attribute: its hooks read the body after the mnemonic.
                    let _ = rest;
                    self.bump();
                    let a = {
                        let mut cp = crate::custom::CustomParser { p: self, op: None, name_off: start, num_results: 0, op_name: None };
                        hooks.parse(&mut cp, ty)?
                    };
                    return self.dialect_attr_type_suffix(a, start, ty);
                }
                // A loaded dialect parses its own attributes: one that defines attributes knows
                // all of its mnemonics, one that defines none has no parser for any.
                if self.ctx.is_dialect_loaded(d) {
                    // Reported at the mnemonic, after `#dialect.`.
                    let at = start + d.len() + 2;
                    if self.ctx.is_dynamic_dialect(d) {
                        return Err(self.error_at(at, "expected dynamic attribute"));
                    }
                    if !self.ctx.has_attr_hooks_for(d) {
                        return Err(self.error_at(at, format!("dialect '{d}' provides no attribute parsing hook")));
                    }
                    let mnemonic = rest.to_string();
                    return Err(self.error_at(at, format!("unknown attribute `{mnemonic}` in dialect `{d}`")));
                }
                let mut data = rest.to_string();
                let mut end = self.tok.end();
                if self.src.as_bytes().get(end) == Some(&b'<') {
                    let body_end = self.scan_pretty_body(end + 1)?;
                    data.push_str(&self.src[end..=body_end]);
                    end = body_end + 1;
                }
                (d.to_string(), data, end)
            }
        };
        self.reset_to(end);
        let t = if self.eat(Tok::Colon) { Some(self.parse_type()?) } else { ty };
        if !self.ctx.allows_unregistered_dialects() && !self.ctx.is_dialect_loaded(&dialect) {
            // Upstream's opaque-attribute check, reported where the attribute's data starts in
            // the pretty form (`#dialect.data`), at the `#` in the other (`#dialect<data>`).
            let at = if self.src[start..].starts_with(&format!("#{dialect}.")) { start + dialect.len() + 2 } else { start };
            let ctx = self.ctx;
            let ty_text = mlir_ir::print::type_to_string(&ctx, t.unwrap_or_else(|| ctx.none_type()));
            let mut quoted = String::new();
            mlir_ir::print::write_escaped(&mut quoted, dialect.as_bytes());
            let msg = format!(
                "#{quoted}<\"{data}\"> : '{ty_text}' attribute created with unregistered dialect. If this is intended, please call \
                 allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
            );
            return Err(self.error_at(at, msg));
        }
        let d = self.ctx.ident(&dialect);
        Ok(self.ctx.attr(AttrKind::Opaque { dialect: d, data: data.into(), ty: t }))
    }

    /// After a dialect attribute, upstream reads an optional `: type` (given to the dialect's
    /// parser, which may ignore it); a typed attribute whose type differs from the one expected
    /// is an error.
    fn dialect_attr_type_suffix(&mut self, a: Attribute, start: usize, expected: Option<Type>) -> PResult<Attribute> {
        if self.eat(Tok::Colon) {
            self.parse_type()?;
        }
        let Some(want) = expected else { return Ok(a) };
        let typed = match self.ctx.attr_kind(a) {
            AttrKind::Dialect { dialect, mnemonic, params } => {
                self.ctx.attr_hooks_by_id(*dialect, *mnemonic).and_then(|h| h.attr_type(&self.ctx, params))
            }
            _ => None,
        };
        if let Some(got) = typed {
            if want != got {
                let ctx = self.ctx;
                let msg = format!(
                    "attribute type different than expected: expected {}, but got {}",
                    mlir_ir::print::type_to_string(&ctx, want),
                    mlir_ir::print::type_to_string(&ctx, got)
                );
                let _ = start;
                return Err(self.error(msg));
            }
        }
        Ok(a)
    }

    fn parse_affine_attr(&mut self) -> PResult<Attribute> {
        let is_map = self.spelling() == "affine_map";
        self.bump();
        if !self.at(Tok::Less) {
            return Err(self.wrong_token("expected '<' in affine map"));
        }
        let body = self.tok.end();
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
            Err(e) => {
                let emitted = self.error_at(body + e.offset, e.message);
                if let Some((offset, message)) = e.then {
                    self.error_at(body + offset, message);
                }
                Err(emitted)
            }
        }
    }

    /// `distinct[N]<attr>`: the same `N` in one file names the same distinct attribute.
    fn parse_distinct(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        self.bump();
        self.expect(Tok::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(Tok::Integer) {
            return Err(self.error("expected distinct ID"));
        }
        let text = self.spelling();
        let id = match text.strip_prefix("0x") {
            Some(h) => u64::from_str_radix(h, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        self.bump();
        let Some(id) = id else {
            return Err(self.error("expected an unsigned 64-bit integer"));
        };
        self.expect(Tok::RSquare, "expected ']' to close distinct ID")?;
        self.expect(Tok::Less, "expected '<' after distinct ID")?;
        let referenced = if self.at(Tok::Greater) { self.ctx.unit_attr() } else { self.parse_attribute(None)? };
        self.expect(Tok::Greater, "expected '>' to close distinct attribute")?;
        if let Some(&existing) = self.symbols.distinct.get(&id) {
            if let AttrKind::Distinct { referenced: prev, .. } = self.ctx.attr_kind(existing) {
                if *prev != referenced {
                    let text = mlir_ir::print::attr_to_string(&self.ctx, *prev);
                    return Err(self.error_at(start, format!("referenced attribute does not match previous definition: {text}")));
                }
            }
            return Ok(existing);
        }
        let attr = self.ctx.distinct_attr(referenced);
        self.symbols.distinct.insert(id, attr);
        Ok(attr)
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

}
