"""The package's imports go one way: no circle anywhere, and the storage at the bottom.

Every import of every module counts, those inside functions too (a circle hidden in a
function is still a circle; it only fails later). `from companion.x import y` is an
import of the module companion.x.y when there is one, else of companion.x. That Python
runs a package's __init__ before any module in it is not counted: companion/__init__.py
holds the app factory, which imports the blueprints only when it runs.
"""
import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "companion"
# What the storage module may import: modules that import nothing of the package but
# each other, so the storage never reaches up to what is built on it.
STORAGE = "companion.db"
STORAGE_IMPORTS = {"companion.kept", "companion.names", "companion.errors"}
LEAVES = STORAGE_IMPORTS | {"companion.i18n"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def _imported(node: ast.AST, name: str, is_package: bool) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level:   # relative: from the module's own package up
        base = name.split(".") if is_package else name.split(".")[:-1]
        base = base[:len(base) - node.level + 1]
        module = ".".join([*base, *([node.module] if node.module else [])])
    else:
        module = node.module
    return [f"{module}.{alias.name}" if f"{module}.{alias.name}" in MODULES else module
            for alias in node.names]


def imports_of(name: str) -> set[str]:
    """The package's modules `name` imports, anywhere in it."""
    path = MODULES[name]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        for module in _imported(node, name, path.name == "__init__.py"):
            while module not in MODULES and "." in module:   # an attribute of a module
                module = module.rsplit(".", 1)[0]
            if module in MODULES and module != name:
                found.add(module)
    return found


GRAPH = {name: imports_of(name) for name in MODULES}


def reachable(start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for module in GRAPH[todo.pop()] - seen:
            seen.add(module)
            todo.append(module)
    return seen


def circles() -> list[list[str]]:
    """Each group of modules that import each other round a circle (sorted)."""
    found = []
    for name in sorted(MODULES):
        if name in reachable(name):
            group = sorted(m for m in reachable(name) | {name} if name in reachable(m))
            if group not in found:
                found.append(group)
    return found


def test_the_reading_of_imports_sees_function_level_and_relative_ones():
    assert "companion.web.api" in GRAPH["companion"]                 # inside create_app
    assert "companion.search.sentences" in GRAPH["companion.search"]
    relative = ast.parse("from .lexicon import Lexicon\nfrom .. import db").body
    assert _imported(relative[0], "companion.search.answers", False) == [
        "companion.search.lexicon"]
    assert _imported(relative[1], "companion.search", True) == ["companion.db"]
    assert len(MODULES) > 50 and all(GRAPH[name] <= set(MODULES) for name in MODULES)


def test_no_import_circle_anywhere_in_the_package():
    assert circles() == []


def test_the_storage_module_imports_only_leaf_modules():
    assert GRAPH[STORAGE] <= STORAGE_IMPORTS
    assert reachable(STORAGE) <= LEAVES
    for leaf in LEAVES:
        assert reachable(leaf) <= LEAVES, leaf
