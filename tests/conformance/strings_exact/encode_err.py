print("caf\u00e9".encode("utf-8"))
print("caf\u00e9 \u00e9t\u00e9".encode("ascii"))
