codes = ["AB-12", "ZX-9", "Ñ-7", "Q"]
for code in codes:
    prefix = code[0]
    print(code, "prefix", prefix, "len", len(code))
    print("  third char:", code[2])
