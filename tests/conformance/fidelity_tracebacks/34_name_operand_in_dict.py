# Build a report dict; one value names a variable that was never set.
name = "weekly"
total = 42
report = {
    "name": name,
    "total": total,
    "average": average,
}
print(report)
