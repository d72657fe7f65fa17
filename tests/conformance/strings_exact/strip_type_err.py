print("xax".strip("x"))
print("xax".lstrip(5))
