//! Locations (upstream's `LocationParser.cpp`).

use crate::lexer::Tok;
use crate::{PResult, Parser};
use mlir_ir::attrs::FileForm;
use mlir_ir::{LocKind, Location};

impl Parser<'_> {
    // ----- locations -----

    /// `loc(` location `)`
    pub(crate) fn parse_loc_keyword(&mut self) -> PResult<Location> {
        self.bump();
        self.expect(Tok::LParen, "expected '(' in inline location")?;
        // `#alias` and `#dialect...` are read as attributes (upstream's `parseExtendedAttr`).
        let l = self.parse_location_instance()?;
        self.expect(Tok::RParen, "expected ')' in inline location")?;
        Ok(l)
    }

    pub(crate) fn parse_location_instance(&mut self) -> PResult<Location> {
        self.nested(|p| p.parse_location_instance_inner())
    }

    fn parse_location_instance_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        if self.at(Tok::HashIdent) {
            let a = self.parse_attribute(None)?;
            return match ctx.as_location(a) {
                Some(l) => Ok(l),
                None => {
                    // Upstream's wording (without a space before the attribute), at the token
                    // after it.
                    let text = mlir_ir::print::attr_to_string(&ctx, a);
                    Err(self.error(format!("expected location attribute, but got{text}")))
                }
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
            if !self.at(Tok::RSquare) {
                self.comma_list(|p| {
                    locs.push(p.parse_location_instance()?);
                    Ok(())
                })?;
            }
            self.expect(Tok::RSquare, "expected ']' in fused location")?;
            return Ok(ctx.fused_loc(&locs, metadata));
        }
        if self.at(Tok::String) {
            let s = String::from_utf8_lossy(&self.string_value()).into_owned();
            self.bump();
            if self.eat(Tok::Colon) {
                // file:line:col [to [line]:col]
                let line = self.parse_loc_u32("expected integer line number in FileLineColRange")?;
                // `"file":line` alone means column 0.
                let mut form = FileForm::Line;
                let col = if self.eat(Tok::Colon) {
                    form = FileForm::LineCol;
                    self.parse_loc_u32("expected integer column number in FileLineColRange")?
                } else {
                    0
                };
                let (mut end_line, mut end_col) = (line, col);
                if form == FileForm::LineCol && self.eat_kw("to") {
                    form = FileForm::ToCol;
                    if self.at(Tok::Integer) {
                        end_line = self.parse_loc_u32("expected integer line number in FileLineColRange")?;
                        form = FileForm::ToLineCol;
                    }
                    self.expect(Tok::Colon, "expected either integer or `:` post `to` in FileLineColRange")?;
                    end_col = self.parse_loc_u32("expected integer column number in FileLineColRange")?;
                }
                let file = ctx.ident(&s);
                return Ok(ctx.loc(LocKind::FileLineCol { file, line, col, end_line, end_col, form }));
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
