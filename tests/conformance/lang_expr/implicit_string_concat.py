message = ("Hello, "
           "world"
           "!")
print(message)
sql = (
    "SELECT name, total "
    "FROM orders "
    "WHERE total > 100"
)
print(sql)
print("a" "b" 'c' """d""")
label = "total:" f" {42}" " units"
print(label)
parts = ["x" "y", "z"]
print(parts, len(parts))
print(len("abc" "def"))
