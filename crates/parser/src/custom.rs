//! [`AsmParser`] over this crate's token stream: what dialect code uses to read custom op
//! syntax (`op` is set) and dialect attribute bodies (`op` is `None`).

use crate::lexer::Tok;
use crate::ops::{OpParser, UseInfo};
use crate::{PResult, Parser};
use mlir_ir::{Argument, AsmParser, Attribute, BlockId, Context, Emitted, Ident, Ir, Location, Punct, Type, UnresolvedOperand, Value};

pub(crate) struct CustomParser<'a, 's> {
    pub p: &'a mut Parser<'s>,
    /// The op parser and IR being built, when parsing an operation.
    pub op: Option<(&'a mut OpParser<'s>, &'a mut Ir)>,
    pub name_off: usize,
    pub num_results: usize,
    /// The op being parsed: errors its parser emits get upstream's `custom op '<name>' `
    /// prefix.
    pub op_name: Option<mlir_ir::OpName>,
}

fn tok_of(p: Punct) -> Tok {
    match p {
        Punct::Arrow => Tok::Arrow,
        Punct::Colon => Tok::Colon,
        Punct::Comma => Tok::Comma,
        Punct::Ellipsis => Tok::Ellipsis,
        Punct::Equal => Tok::Equal,
        Punct::Less => Tok::Less,
        Punct::Greater => Tok::Greater,
        Punct::LBrace => Tok::LBrace,
        Punct::RBrace => Tok::RBrace,
        Punct::LParen => Tok::LParen,
        Punct::RParen => Tok::RParen,
        Punct::LSquare => Tok::LSquare,
        Punct::RSquare => Tok::RSquare,
        Punct::Question => Tok::Question,
        Punct::Plus => Tok::Plus,
        Punct::Star => Tok::Star,
        Punct::VerticalBar => Tok::VerticalBar,
    }
}

impl<'s> CustomParser<'_, 's> {
    fn no_op_state(&mut self) -> Emitted {
        self.p.error("SSA values, regions and successors can only appear in operations")
    }

    fn use_info(&self, u: UnresolvedOperand) -> UseInfo<'s> {
        let end = u.loc + u.name_len as usize;
        let src: &'s str = self.p.src;
        UseInfo { name: src.get(u.loc..end).unwrap_or("%"), number: u.number as usize, loc: u.loc }
    }
}

impl AsmParser for CustomParser<'_, '_> {
    fn context(&self) -> &Context {
        &self.p.ctx
    }

    fn offset(&self) -> usize {
        if self.p.at(Tok::Eof) {
            self.p.tok.start.saturating_sub(1)
        } else {
            self.p.tok.start
        }
    }

    fn name_offset(&self) -> usize {
        self.name_off
    }

    fn loc_at(&self, offset: usize) -> Location {
        self.p.loc_at(offset)
    }

    fn error_at(&mut self, offset: usize, msg: String) -> Emitted {
        match self.op_name {
            Some(n) => {
                let text = format!("custom op '{}' {msg}", self.p.ctx.op_name_str(n));
                self.p.error_at(offset, text)
            }
            None => self.p.error_at(offset, msg),
        }
    }

    fn peek_string(&self) -> bool {
        self.p.at(Tok::String)
    }

    fn peek_symbol(&self) -> bool {
        self.p.at(Tok::AtIdent)
    }

    fn peek_hash(&self) -> bool {
        self.p.at(Tok::HashIdent)
    }

    fn peek_type(&self) -> bool {
        self.p.at_type_start()
    }

    fn peek_attribute(&self) -> bool {
        self.p.at_attribute_start()
    }

    fn value_type(&self, v: Value) -> Type {
        match &self.op {
            Some((_, ir)) => ir.value_type(v),
            None => self.p.ctx.none_type(),
        }
    }

    fn wrong_token(&mut self, msg: &str) -> Emitted {
        self.p.wrong_token(msg)
    }

    fn parse_optional_punct(&mut self, p: Punct) -> bool {
        self.p.eat(tok_of(p))
    }

    fn at_punct(&self, p: Punct) -> bool {
        self.p.at(tok_of(p))
    }

    fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.eat_kw(kw)
    }

    fn peek_keyword(&self) -> Option<&str> {
        if self.p.at(Tok::BareIdent) {
            Some(self.p.spelling())
        } else {
            None
        }
    }

    fn skip_keyword(&mut self) -> bool {
        if !self.p.at(Tok::BareIdent) {
            return false;
        }
        self.p.bump();
        true
    }

    fn parse_optional_string(&mut self) -> Option<Vec<u8>> {
        if !self.p.at(Tok::String) {
            return None;
        }
        let v = self.p.string_value();
        self.p.bump();
        Some(v)
    }

    fn parse_optional_integer(&mut self) -> PResult<Option<num_bigint::BigInt>> {
        let start = self.p.tok.start;
        let neg = self.p.at(Tok::Minus);
        if neg {
            self.p.bump();
        }
        if !self.p.at(Tok::Integer) {
            if neg {
                return Err(self.p.wrong_token("expected integer value"));
            }
            return Ok(None);
        }
        let text = self.p.spelling();
        let v = if let Some(hex) = text.strip_prefix("0x") {
            num_bigint::BigInt::parse_bytes(hex.as_bytes(), 16)
        } else {
            num_bigint::BigInt::parse_bytes(text.as_bytes(), 10)
        };
        let Some(v) = v else {
            return Err(self.p.error_at(start, "expected integer value"));
        };
        self.p.bump();
        Ok(Some(if neg { -v } else { v }))
    }

    fn parse_float(&mut self) -> PResult<f64> {
        let neg = self.p.eat(Tok::Minus);
        let loc = self.p.tok.start;
        let is_float = self.p.at(Tok::Float);
        if !is_float && !self.p.at(Tok::Integer) {
            return Err(self.p.error("expected floating point literal"));
        }
        let text = self.p.spelling().to_string();
        let bits = self.p.float_bits(mlir_ir::FloatKind::F64, neg, is_float, &text, loc)?;
        self.p.bump();
        Ok(mlir_apfloat::to_f64(mlir_ir::FloatKind::F64, bits))
    }

    fn parse_optional_symbol_name(&mut self) -> Option<String> {
        if !self.p.at(Tok::AtIdent) {
            return None;
        }
        let n = self.p.symbol_name();
        self.p.bump();
        Some(n)
    }

    fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.p.at_type_start() {
            Ok(Some(self.p.parse_type()?))
        } else {
            Ok(None)
        }
    }

    fn parse_arrow_type_list(&mut self, out: &mut Vec<Type>) -> PResult<()> {
        if self.p.at(Tok::LParen) {
            out.extend(self.p.parse_type_list_parens()?);
        } else {
            out.push(self.p.parse_type()?);
        }
        Ok(())
    }

    fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.p.parse_attribute(ty)
    }

    fn parse_affine_map_attr(&mut self) -> PResult<Attribute> {
        let body = self.p.tok.start;
        match crate::affine::parse_affine_map(&self.p.src[body..]) {
            Ok((m, n)) => {
                self.p.reset_to(body + n);
                Ok(self.p.ctx.attr(mlir_ir::AttrKind::AffineMap(m)))
            }
            Err(e) => {
                let emitted = self.p.error_at(body + e.offset, e.message);
                if let Some((offset, message)) = e.then {
                    self.p.error_at(body + offset, message);
                }
                Err(emitted)
            }
        }
    }

    fn parse_optional_attribute(&mut self, ty: Option<Type>) -> PResult<Option<Attribute>> {
        if !self.peek_attribute() {
            return Ok(None);
        }
        Ok(Some(self.p.parse_attribute(ty)?))
    }

    fn parse_optional_attr_dict(&mut self, out: &mut Vec<(Ident, Attribute)>) -> PResult<()> {
        if self.p.at(Tok::LBrace) {
            out.extend(self.p.parse_attr_dict()?);
        }
        Ok(())
    }

    fn parse_optional_location(&mut self) -> PResult<Option<Location>> {
        if !self.p.at_kw("loc") {
            return Ok(None);
        }
        self.p.bump();
        self.p.expect(Tok::LParen, "expected '(' in location")?;
        let loc = if self.p.at(Tok::HashIdent) && !self.p.spelling().contains('.') {
            let name = self.p.spelling()[1..].to_string();
            let off = self.p.tok.start;
            self.p.bump();
            match self.p.symbols.attr_aliases.get(&name).copied() {
                Some(a) => match self.p.ctx.as_location(a) {
                    Some(l) => l,
                    None => {
                        let text = mlir_ir::print::attr_to_string(&self.p.ctx, a);
                        return Err(self.p.error_at(off, format!("expected location, but found '{text}'")));
                    }
                },
                None => return Err(self.p.error_at(off, "operation location alias was never defined")),
            }
        } else {
            self.p.parse_location_instance()?
        };
        self.p.expect(Tok::RParen, "expected ')' in location")?;
        Ok(Some(loc))
    }

    fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if !self.p.at(Tok::PercentIdent) {
            return Ok(None);
        }
        let Some((ops, _)) = self.op.as_mut() else {
            return Err(self.no_op_state());
        };
        let u = ops.parse_ssa_use(self.p, true)?;
        Ok(Some(UnresolvedOperand { loc: u.loc, name_len: u.name.len() as u32, number: u.number as u32 }))
    }

    fn resolve_operand(&mut self, u: UnresolvedOperand, ty: Type) -> PResult<Value> {
        let info = self.use_info(u);
        let Some((ops, ir)) = self.op.as_mut() else {
            return Err(self.no_op_state());
        };
        ops.resolve_ssa_use(self.p, ir, &info, ty)
    }

    fn parse_optional_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Option<Argument>> {
        if !self.p.at(Tok::PercentIdent) {
            return Ok(None);
        }
        let Some((ops, _)) = self.op.as_mut() else {
            return Err(self.no_op_state());
        };
        let u = ops.parse_ssa_use(self.p, false)?;
        let name = UnresolvedOperand { loc: u.loc, name_len: u.name.len() as u32, number: u.number as u32 };
        let mut arg = Argument { name, ty: None, attrs: None, loc: None };
        if allow_type {
            self.p.expect(Tok::Colon, "expected ':'")?;
            arg.ty = Some(self.p.parse_type()?);
        }
        if allow_attrs && self.p.at(Tok::LBrace) {
            let entries = self.p.parse_attr_dict()?;
            arg.attrs = Some(self.p.ctx.dictionary(entries));
        }
        arg.loc = self.parse_optional_location()?;
        Ok(Some(arg))
    }

    fn parse_region(&mut self, args: &[Argument]) -> PResult<Vec<BlockId>> {
        let infos: Vec<(UseInfo<'_>, Type, Option<Location>)> = args
            .iter()
            .map(|a| {
                let ty = a.ty.unwrap_or_else(|| self.p.ctx.none_type());
                (self.use_info(a.name), ty, a.loc)
            })
            .collect();
        let Some((ops, ir)) = self.op.as_mut() else {
            return Err(self.no_op_state());
        };
        ops.parse_region_with_args(self.p, ir, &infos)
    }

    fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>> {
        if !self.p.at(Tok::CaretIdent) {
            return Ok(None);
        }
        let Some((ops, ir)) = self.op.as_mut() else {
            return Err(self.no_op_state());
        };
        let b = ops.block_named(ir, self.p.spelling(), self.p.tok.start);
        self.p.bump();
        Ok(Some(b))
    }

    fn ir(&mut self) -> Option<&mut Ir> {
        self.op.as_mut().map(|(_, ir)| &mut **ir)
    }

    fn num_result_names(&self) -> usize {
        self.num_results
    }
}
