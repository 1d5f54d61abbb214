# Parts of `mlir._mlir_libs._mlir.ir` that are plain Python classes upstream (enums and the
# MLIRError exception). Executed into the native `ir` module when it is created.
import enum as _enum


class DiagnosticSeverity(_enum.Enum):
    ERROR = 0
    WARNING = 1
    NOTE = 2
    REMARK = 3


class WalkOrder(_enum.Enum):
    PRE_ORDER = 0
    POST_ORDER = 1


class WalkResult(_enum.Enum):
    ADVANCE = 0
    INTERRUPT = 1
    SKIP = 2


def _loc_text(loc):
    text = str(loc)
    if text.startswith("loc(") and text.endswith(")"):
        return text[4:-1]
    return text


class MLIRError(Exception):
    """An error from MLIR, with the error diagnostics that explain it (`error_diagnostics`)."""

    def __init__(self, message, error_diagnostics):
        super().__init__(message, error_diagnostics)
        self._message = message
        self._error_diagnostics = error_diagnostics

    @property
    def message(self):
        return self._message

    @property
    def error_diagnostics(self):
        return self._error_diagnostics

    def __str__(self):
        out = self.message
        if self.error_diagnostics:
            out += ":"
        for d in self.error_diagnostics:
            out += "\nerror: " + _loc_text(d.location) + ": " + d.message
            for n in d.notes:
                out += "\n note: " + _loc_text(n.location) + ": " + n.message
        return out


class _GlobalDebug:
    """Debug switches (upstream's `mlir.ir._GlobalDebug`); `flag` enables debug output."""

    flag = False
    _types = []

    @staticmethod
    def set_types(types):
        _GlobalDebug._types = [types] if isinstance(types, str) else list(types)
