def parse_pair(text):
    try:
        left, right = text.split(",")
        return int(left), int(right)
    except (ValueError, IndexError) as e:
        print(f"  skipping {text!r}: {e}")
        return None


print(parse_pair("1,2"))
print(parse_pair("1,2,3"))
print(parse_pair("a,b"))
print(parse_pair(12))
