from enum import Enum


class Column(Enum):
    name = "customer_name"
    value = "order_value"
    date = "order_date"


print(list(Column))
print(Column.name, Column.value, Column.date)
print(Column.name.name, Column.name.value, Column.value.name, Column.value.value)
print(Column("order_value"), Column["name"], repr(Column.date))
rows = [{"customer_name": "Ada", "order_value": 120.5, "order_date": "2024-01-02"}]
for row in rows:
    print({c.name: row[c.value] for c in Column})
