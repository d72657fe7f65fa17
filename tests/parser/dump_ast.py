#!/usr/bin/env python3
"""Print CPython's AST of a file in the canonical format of compiler/astdump.c.

Usage: dump_ast.py FILE...   (one line per file; "ERROR ..." when it does not parse)

Format: (Kind@line:col-end_line:end_col field=value ...). Columns are in code
points (CPython's col_offset counts UTF-8 bytes, so they are converted).
Positions are printed for node types that have them, never inside a JoinedStr.
Strings and identifiers are printed as their UTF-8 bytes in "...", with every
byte outside printable ASCII (and '"', '\\') written \\xNN.
"""
import ast
import sys

NO_POSITION = (ast.Module, ast.arguments, ast.withitem, ast.comprehension, ast.match_case)
SKIP_FIELDS = {"type_comment", "type_ignores", "kind"}


def quote(b):
    out = ['"']
    for c in b:
        if 0x20 <= c < 0x7F and c not in (0x22, 0x5C):
            out.append(chr(c))
        else:
            out.append("\\x%02x" % c)
    out.append('"')
    return "".join(out)


def ident(s):
    if s is None:
        return "None"
    return quote(s.encode("utf-8", "surrogatepass"))


def const(v):
    if v is None:
        return "None"
    if v is True:
        return "True"
    if v is False:
        return "False"
    if v is Ellipsis:
        return "..."
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return "f:%.17g" % v
    if isinstance(v, complex):
        return "j:%.17g" % v.imag
    if isinstance(v, str):
        return "s" + quote(v.encode("utf-8", "surrogatepass"))
    if isinstance(v, bytes):
        return "b" + quote(v)
    return "?"


class Dumper:
    def __init__(self, lines):
        self.lines = lines

    def col(self, line, byte_col):
        if line < 1 or line > len(self.lines):
            return byte_col
        return len(self.lines[line - 1][:byte_col].decode("utf-8", "replace"))

    def node(self, n, pos=True):
        if n is None:
            return "None"
        name = type(n).__name__
        if isinstance(n, (ast.expr_context, ast.operator, ast.unaryop, ast.boolop, ast.cmpop)):
            return name
        s = "(" + name
        if pos and not isinstance(n, NO_POSITION) and hasattr(n, "lineno"):
            s += "@%d:%d-%d:%d" % (n.lineno, self.col(n.lineno, n.col_offset),
                                   n.end_lineno, self.col(n.end_lineno, n.end_col_offset))
        inner_pos = pos and not isinstance(n, ast.JoinedStr)
        for f in n._fields:
            if f in SKIP_FIELDS:
                continue
            v = getattr(n, f, None)
            s += " " + f + "=" + self.value(n, f, v, inner_pos)
        return s + ")"

    def value(self, n, f, v, pos):
        if isinstance(n, (ast.Constant, ast.MatchSingleton)) and f == "value":
            return const(v)
        if isinstance(v, list):
            return "[" + " ".join(self.value(n, f, x, pos) for x in v) + "]"
        if isinstance(v, ast.AST):
            return self.node(v, pos)
        if isinstance(v, str):
            return ident(v)
        if v is None:
            return "None"
        if isinstance(v, bool):
            return str(int(v))
        if isinstance(v, int):
            return str(v)
        return repr(v)


def source_lines(data):
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    data = data.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    return data.split(b"\n")


def dump_file(path):
    with open(path, "rb") as f:
        data = f.read()
    try:
        tree = ast.parse(data, path)
    except SyntaxError as e:
        return "ERROR %s:%s:%s: %s" % (type(e).__name__, e.lineno, e.offset, e.msg)
    except ValueError as e:
        return "ERROR ValueError: %s" % e
    try:
        return Dumper(source_lines(data)).node(tree)
    except RecursionError:
        return "ERROR RecursionError: tree too deep to dump"


def main():
    sys.setrecursionlimit(20000)
    for path in sys.argv[1:]:
        print(dump_file(path))


if __name__ == "__main__":
    main()
