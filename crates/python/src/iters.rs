//! The named iterator and snapshot-sequence classes upstream returns (`OperationIterator`,
//! `BlockIterator`, `BlockSuccessors`, ...). Each holds the items read when it was made; the
//! items are checked handles themselves, so a later erase makes them raise, not dangle.

use pyo3::exceptions::{PyIndexError, PyStopIteration};
use pyo3::prelude::*;
use pyo3::types::PyList;

macro_rules! iterator_class {
    ($rust:ident, $name:literal) => {
        #[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = $name)]
        pub struct $rust {
            items: Vec<Py<PyAny>>,
            pos: usize,
        }

        impl $rust {
            pub fn new(items: Vec<Py<PyAny>>) -> Self {
                $rust { items, pos: 0 }
            }
        }

        #[pymethods]
        impl $rust {
            fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
                slf
            }
            fn __next__(mut slf: PyRefMut<'_, Self>, py: Python<'_>) -> PyResult<Py<PyAny>> {
                match slf.items.get(slf.pos) {
                    Some(item) => {
                        let item = item.clone_ref(py);
                        slf.pos += 1;
                        Ok(item)
                    }
                    None => Err(PyStopIteration::new_err(())),
                }
            }
        }
    };
}

iterator_class!(OperationIterator, "OperationIterator");
iterator_class!(BlockIterator, "BlockIterator");
iterator_class!(OpOperandIterator, "OpOperandIterator");
iterator_class!(ArrayAttributeIterator, "ArrayAttributeIterator");
iterator_class!(DenseBoolArrayIterator, "DenseBoolArrayIterator");
iterator_class!(DenseI8ArrayIterator, "DenseI8ArrayIterator");
iterator_class!(DenseI16ArrayIterator, "DenseI16ArrayIterator");
iterator_class!(DenseI32ArrayIterator, "DenseI32ArrayIterator");
iterator_class!(DenseI64ArrayIterator, "DenseI64ArrayIterator");
iterator_class!(DenseF32ArrayIterator, "DenseF32ArrayIterator");
iterator_class!(DenseF64ArrayIterator, "DenseF64ArrayIterator");

macro_rules! sequence_class {
    ($rust:ident, $name:literal) => {
        #[pyclass(subclass, module = "mlir._mlir_libs._mlir.ir", name = $name, frozen)]
        pub struct $rust {
            items: Vec<Py<PyAny>>,
        }

        impl $rust {
            pub fn new(items: Vec<Py<PyAny>>) -> Self {
                $rust { items }
            }
        }

        #[pymethods]
        impl $rust {
            fn __len__(&self) -> usize {
                self.items.len()
            }
            fn __getitem__(&self, py: Python<'_>, index: isize) -> PyResult<Py<PyAny>> {
                let i = crate::lists::index(index, self.items.len(), concat!($name, " index out of range"))
                    .map_err(|_| PyIndexError::new_err(concat!($name, " index out of range")))?;
                Ok(self.items[i].clone_ref(py))
            }
            fn __add__(slf: &Bound<'_, Self>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                crate::lists::concat(slf.as_any(), other)
            }
            fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
                let mine = PyList::new(py, self.items.iter().map(|i| i.clone_ref(py)))?;
                match other.try_iter() {
                    Ok(it) => {
                        let theirs = PyList::empty(py);
                        for o in it {
                            theirs.append(o?)?;
                        }
                        mine.as_any().eq(theirs)
                    }
                    Err(_) => Ok(false),
                }
            }
        }
    };
}

sequence_class!(BlockSuccessors, "BlockSuccessors");
sequence_class!(BlockPredecessors, "BlockPredecessors");
sequence_class!(OpOperands, "OpOperands");

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<OperationIterator>()?;
    m.add_class::<BlockIterator>()?;
    m.add_class::<OpOperandIterator>()?;
    m.add_class::<ArrayAttributeIterator>()?;
    m.add_class::<DenseBoolArrayIterator>()?;
    m.add_class::<DenseI8ArrayIterator>()?;
    m.add_class::<DenseI16ArrayIterator>()?;
    m.add_class::<DenseI32ArrayIterator>()?;
    m.add_class::<DenseI64ArrayIterator>()?;
    m.add_class::<DenseF32ArrayIterator>()?;
    m.add_class::<DenseF64ArrayIterator>()?;
    m.add_class::<BlockSuccessors>()?;
    m.add_class::<BlockPredecessors>()?;
    m.add_class::<OpOperands>()?;
    Ok(())
}
