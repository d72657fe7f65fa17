def export(rows, *, fmt, header=True):
    lines = [",".join(rows[0])] if header else []
    lines += [",".join(r) for r in rows[1:]]
    return f"{fmt}: " + " | ".join(lines)


table = [["a", "b"], ["1", "2"]]
print(export(table, fmt="csv"))
print(export(table, fmt="tsv", header=False))
print(export(table))
