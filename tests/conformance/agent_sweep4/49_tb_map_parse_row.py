def parse_row(row):
    name, age = row.split(",")
    return {"name": name, "age": int(age)}
rows = ["ann,30", "bob,x"]
people = list(map(parse_row, rows))
