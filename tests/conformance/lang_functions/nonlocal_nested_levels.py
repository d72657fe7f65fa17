def build_parser():
    errors = []

    def parse_all(lines):
        line_no = 0

        def parse(line):
            nonlocal line_no
            line_no += 1
            key, sep, value = line.partition("=")
            if not sep:
                errors.append(f"line {line_no}: missing '='")
                return None
            return key.strip(), value.strip()

        return [p for p in map(parse, lines) if p]

    return parse_all, errors


parse_all, errors = build_parser()
print(parse_all(["a = 1", "broken", "b=2", "", "c = three"]))
print(errors)
