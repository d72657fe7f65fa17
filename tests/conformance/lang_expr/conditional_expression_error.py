def safe_div(a, b):
    return a / b if b else float("inf")


print(safe_div(10, 4), safe_div(1, 0))
def first_word(text):
    return text.split()[0] if text else ""
print(repr(first_word("hello world")), repr(first_word("")))
print(repr(first_word("   ")))
