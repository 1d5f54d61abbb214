//! `SymbolTable`: symbol lookup, insertion (with unique renaming), erasure, and the static
//! helpers on symbol names, visibility and uses.

use pyo3::exceptions::{PyKeyError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;

use mlir_ir::symbol::{self, SYM_NAME, SYM_VISIBILITY};
use mlir_ir::{AttrKind, Attribute, Ir, OpId, Traits};

use crate::handle::{ir_err, with_op_check, OpRef};
use crate::operation::{op_arg, opview};

#[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = "SymbolTable", frozen)]
pub struct PySymbolTable {
    table: OpRef,
}

/// `sym_name` or `sym_visibility` of `op` (properties first, then attributes).
fn symbol_attr(ir: &Ir, op: OpId, name: &str) -> Option<Attribute> {
    let id = ir.ctx.ident(name);
    let find = |dict: Attribute| ir.ctx.dict_entries(dict).iter().find(|(n, _)| *n == id).map(|(_, a)| *a);
    ir.props(op).and_then(find).or_else(|| find(ir.attrs(op)))
}

fn set_symbol_attr(ir: &mut Ir, op: OpId, name: &str, value: Option<Attribute>) {
    let ctx = ir.ctx.clone();
    let id = ctx.ident(name);
    if let Some(props) = ir.props(op) {
        if ctx.dict_entries(props).iter().any(|(n, _)| *n == id) {
            let mut entries: Vec<_> = ctx.dict_entries(props).to_vec();
            entries.retain(|e| e.0 != id);
            if let Some(v) = value {
                entries.push((id, v));
            }
            let dict = ctx.dictionary(entries);
            ir.set_props(op, Some(dict));
            return;
        }
    }
    ir.set_attr(op, name, value);
}

fn name_of(ir: &Ir, op: OpId) -> PyResult<String> {
    symbol::symbol_name(ir, op).ok_or_else(|| PyValueError::new_err("Expected operation to have a symbol name."))
}

impl PySymbolTable {
    fn body(ir: &Ir, table: OpId) -> PyResult<mlir_ir::BlockId> {
        let r = ir.regions(table).next().ok_or_else(|| PyValueError::new_err("symbol table has no region"))?;
        ir.first_block(r).ok_or_else(|| PyValueError::new_err("symbol table has no body block"))
    }

    fn find(&self, py: Python<'_>, name: &str) -> PyResult<Option<(OpId, String)>> {
        self.table.with(py, |ir, t| Ok(symbol::lookup(ir, t, name).map(|o| (o, ir.name_str(o).to_string()))))
    }
}

#[pymethods]
impl PySymbolTable {
    #[new]
    fn new(py: Python<'_>, symbol_table: &Bound<'_, PyAny>) -> PyResult<Self> {
        let op = op_arg(symbol_table)?;
        let ok = op.with(py, |ir, id| Ok(ir.traits(id).contains(Traits::SYMBOL_TABLE)))?;
        if !ok {
            return Err(PyTypeError::new_err("Operation is not a Symbol Table."));
        }
        Ok(PySymbolTable { table: op })
    }

    fn __getitem__(&self, py: Python<'_>, name: &str) -> PyResult<Py<PyAny>> {
        match self.find(py, name)? {
            Some((op, opname)) => opview(py, OpRef::new(self.table.context().clone_ref(py), op), &opname),
            None => Err(PyKeyError::new_err(format!("Symbol '{name}' not in the symbol table."))),
        }
    }

    fn __contains__(&self, py: Python<'_>, name: &str) -> PyResult<bool> {
        Ok(self.find(py, name)?.is_some())
    }

    fn __delitem__(&self, py: Python<'_>, name: &str) -> PyResult<()> {
        match self.find(py, name)? {
            Some((op, _)) => self.table.with(py, |ir, _| ir.erase_op(op).map_err(ir_err)),
            None => Err(PyKeyError::new_err(format!("Symbol '{name}' not in the symbol table."))),
        }
    }

    /// Erases `operation`, which must be a symbol of this table.
    fn erase(&self, py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<()> {
        let op = op_arg(operation)?.in_context(self.table.context(), "the operation", "the symbol table")?;
        self.table.with(py, |ir, t| {
            with_op_check(ir, op)?;
            let name = name_of(ir, op)?;
            if symbol::lookup(ir, t, &name) != Some(op) {
                return Err(PyKeyError::new_err(format!("Symbol '{name}' not in the symbol table.")));
            }
            ir.erase_op(op).map_err(ir_err)
        })
    }

    /// Inserts `operation` into the table (appending it to the body when it is detached),
    /// renaming it if its name is taken. Returns the final name as a `StringAttr`.
    fn insert(&self, py: Python<'_>, operation: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let op = op_arg(operation)?.in_context(self.table.context(), "the operation", "the symbol table")?;
        let name = self.table.with(py, |ir, t| {
            with_op_check(ir, op)?;
            let name = name_of(ir, op)?;
            let body = Self::body(ir, t)?;
            match ir.parent_block(op) {
                None => Ok(symbol::insert_symbol(ir, t, op).map_err(ir_err)?.unwrap_or(name)),
                Some(b) if b == body => {
                    // Already in the table's body: only make its name unique.
                    let clash = ir.block_ops(body).any(|o| o != op && symbol::symbol_name(ir, o).as_deref() == Some(&name));
                    if !clash {
                        return Ok(name);
                    }
                    let mut n = 0;
                    let unique = loop {
                        let candidate = format!("{name}_{n}");
                        n += 1;
                        if symbol::lookup(ir, t, &candidate).is_none() {
                            break candidate;
                        }
                    };
                    symbol::set_symbol_name(ir, op, &unique);
                    Ok(unique)
                }
                Some(_) => Err(PyValueError::new_err("Expected operation to be detached or in this symbol table's body")),
            }
        })?;
        let c = self.table.context();
        crate::attrs::wrap(py, c, c.get().core().string_attr(&name))
    }

    #[staticmethod]
    fn get_symbol_name(py: Python<'_>, symbol: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let op = op_arg(symbol)?;
        let a = op.with(py, |ir, id| {
            symbol_attr(ir, id, SYM_NAME)
                .filter(|&a| matches!(ir.ctx.attr_kind(a), AttrKind::String { .. }))
                .ok_or_else(|| PyValueError::new_err("Expected operation to have a symbol name."))
        })?;
        crate::attrs::wrap(py, op.context(), a)
    }

    #[staticmethod]
    fn set_symbol_name(py: Python<'_>, symbol: &Bound<'_, PyAny>, name: &str) -> PyResult<()> {
        let op = op_arg(symbol)?;
        op.with(py, |ir, id| {
            name_of(ir, id)?;
            symbol::set_symbol_name(ir, id, name);
            Ok(())
        })
    }

    #[staticmethod]
    fn get_visibility(py: Python<'_>, symbol: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let op = op_arg(symbol)?;
        let a = op.with(py, |ir, id| {
            symbol_attr(ir, id, SYM_VISIBILITY).ok_or_else(|| PyValueError::new_err("Expected operation to have a symbol visibility."))
        })?;
        crate::attrs::wrap(py, op.context(), a)
    }

    #[staticmethod]
    fn set_visibility(py: Python<'_>, symbol: &Bound<'_, PyAny>, visibility: &str) -> PyResult<()> {
        if !matches!(visibility, "public" | "private" | "nested") {
            return Err(PyValueError::new_err("Expected visibility to be 'public', 'private' or 'nested'"));
        }
        let op = op_arg(symbol)?;
        op.with(py, |ir, id| {
            // As upstream: the op must already carry a visibility.
            if symbol_attr(ir, id, SYM_VISIBILITY).is_none() {
                return Err(PyValueError::new_err("Expected operation to have a symbol visibility."));
            }
            let v = ir.ctx.string_attr(visibility);
            set_symbol_attr(ir, id, SYM_VISIBILITY, Some(v));
            Ok(())
        })
    }

    #[staticmethod]
    fn replace_all_symbol_uses(py: Python<'_>, old_symbol: &str, new_symbol: &str, from_op: &Bound<'_, PyAny>) -> PyResult<()> {
        let op = op_arg(from_op)?;
        op.with(py, |ir, id| {
            symbol::replace_all_symbol_uses(ir, old_symbol, new_symbol, id);
            Ok(())
        })
    }

    /// Calls `callback(op, all_sym_uses_visible)` on every symbol table op under `from_op`
    /// (nested tables first), as upstream's `SymbolTable::walkSymbolTables`.
    #[staticmethod]
    fn walk_symbol_tables(py: Python<'_>, from_op: &Bound<'_, PyAny>, all_sym_uses_visible: bool, callback: &Bound<'_, PyAny>) -> PyResult<()> {
        let op = op_arg(from_op)?;
        let mut found = Vec::new();
        op.with(py, |ir, id| {
            collect_tables(ir, id, all_sym_uses_visible, &mut found);
            Ok(())
        })?;
        for (t, visible) in found {
            let obj = crate::operation::operation(py, OpRef::new(op.context().clone_ref(py), t))?;
            if let Err(e) = callback.call1((obj, visible)) {
                let text = match e.value(py).get_type().name() {
                    Ok(n) => format!("{}: {}", n, e.value(py)),
                    Err(_) => e.to_string(),
                };
                return Err(PyRuntimeError::new_err(format!("Exception raised in callback:\n{text}")));
            }
        }
        Ok(())
    }
}

fn collect_tables(ir: &Ir, op: OpId, mut visible: bool, out: &mut Vec<(OpId, bool)>) {
    let is_table = ir.traits(op).contains(Traits::SYMBOL_TABLE);
    if is_table {
        let is_symbol = symbol::symbol_name(ir, op).is_some();
        visible |= !is_symbol || symbol::visibility(ir, op) == symbol::Visibility::Private;
    } else {
        visible = true;
    }
    for r in ir.regions(op) {
        for b in ir.region_blocks(r) {
            for o in ir.block_ops(b) {
                collect_tables(ir, o, visible, out);
            }
        }
    }
    if is_table {
        out.push((op, visible));
    }
}
