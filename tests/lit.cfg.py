# lit configuration for the mlir-opt tests: FileCheck-based, one topic per file.
import os
import shutil

import lit.formats

config.name = "mlir-rs"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs", "lit.cfg.py", "python"]

root = os.path.dirname(config.test_source_root)
profile = os.environ.get("MLIR_RS_PROFILE", "release")
opt = os.path.join(root, "target", profile, "mlir-opt")
if not os.path.exists(opt):
    lit_config.fatal(f"mlir-opt not built at {opt}; run `cargo build --release -p mlir-opt`")


def find_llvm_tool(name):
    for d in ("/usr/lib/llvm-14/bin", "/usr/lib/llvm-15/bin", "/usr/lib/llvm-16/bin"):
        p = os.path.join(d, name)
        if os.path.exists(p):
            return p
    p = shutil.which(name)
    if p is None:
        lit_config.fatal(f"{name} not found: install Debian's llvm-14-tools")
    return p


# Tool names are replaced only where they stand as words of a RUN line.
def tool(name):
    return (r"(?<![\w/.%-])" + name + r"(?![\w/.-])", )


config.substitutions.append(tool("mlir-opt") + (opt,))
config.substitutions.append(tool("FileCheck") + (find_llvm_tool("FileCheck"),))
config.substitutions.append(tool("not") + (find_llvm_tool("not"),))
