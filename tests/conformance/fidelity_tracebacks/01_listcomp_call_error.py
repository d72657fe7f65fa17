# Parse a list of quantities; one entry is malformed.
def parse_qty(text):
    return int(text.strip())

raw = ["3", " 7", "12 ", "four"]
print("entries:", len(raw))
print("first:", parse_qty(raw[0]))
quantities = [parse_qty(r) for r in raw]
print("total:", sum(quantities))
