# find/index/count/startswith/endswith on a log line.
line = b"2024-05-01 ERROR [db] connection lost; retry=3; ERROR again"
print(line.find(b"ERROR"), line.rfind(b"ERROR"), line.find(b"WARN"), line.find(b"E", 20), line.find(b"E", 20, 30))
print(line.index(b"["), line.rindex(b";"), line.count(b"ERROR"), line.count(b";"), line.count(b"R", 0, 20))
print(line.find(ord("[")), line.count(ord("r")), line.find(b""), line.rfind(b""), line.find(b"", 100))
print(line.startswith(b"2024"), line.startswith((b"2023", b"2024")), line.startswith(b"05", 5), line.endswith(b"again"))
print(line.endswith((b"x", b"y")), line.endswith(b"ERROR", 0, 16), line.startswith(b""), b"".endswith(b""))
print(b"aaaa".count(b"aa"), b"abc".count(b""), bytearray(b"banana").count(b"an"), bytearray(b"banana").find(b"na", 3))
start = line.find(b"[") + 1
end = line.find(b"]", start)
print(line[start:end], line[start:end].decode())
parts = []
pos = 0
while True:
    i = line.find(b"ERROR", pos)
    if i < 0:
        break
    parts.append(i)
    pos = i + 1
print(parts)
try:
    line.index(b"missing")
except ValueError as e:
    print("ValueError:", e)
try:
    line.find("ERROR")
except TypeError as e:
    print("TypeError:", e)
try:
    line.startswith("2024")
except TypeError as e:
    print("TypeError:", e)
