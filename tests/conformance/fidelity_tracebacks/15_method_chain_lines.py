# A fluent query over rows, written over several lines.
rows = [{"city": "Oslo", "pop": 700}, {"city": "Rome", "pop": 2800}]
names = [r["city"] for r in rows]
print(", ".join(names))
result = (", "
          .join(names)
          .lower()
          .title_case())
print(result)
