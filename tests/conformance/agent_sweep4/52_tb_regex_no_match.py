import re
text = "id=42"
m = re.match(r"name=(\w+)", text)
print(m.group(1))
