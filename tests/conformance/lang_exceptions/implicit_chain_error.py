def parse_amount(text):
    try:
        return float(text)
    except ValueError:
        # bug inside the handler: message formatting fails
        raise ValueError("bad amount: " + text + 1)


print(parse_amount("2.5"))
print(parse_amount("n/a"))
