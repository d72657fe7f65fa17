class ParseError(Exception):
    def __init__(self, line_no, text):
        self.line_no = line_no
        self.text = text

    def __str__(self):
        return f"line {self.line_no}: cannot parse {self.text!r}"


def parse(lines):
    result = {}
    for i, line in enumerate(lines, 1):
        if "=" not in line:
            raise ParseError(i, line)
        k, v = line.split("=", 1)
        result[k] = v
    return result


print(parse(["a=1", "b=2"]))
try:
    parse(["a=1", "oops", "c=3"])
except ParseError as e:
    print("error:", e)
    print(repr(str(e)), e.line_no, e.args)
