import stat

entries = [
    ("reports", 0o40755, 4096, 4),
    ("sales_2024.csv", 0o100644, 18234, 1),
    ("run.sh", 0o100755, 512, 1),
    ("latest", 0o120777, 14, 1),
    ("private.key", 0o100600, 1675, 1),
    ("tmp", 0o41777, 4096, 9),
    ("app.sock", 0o140755, 0, 1),
    ("fifo", 0o10644, 0, 1),
    ("sda1", 0o60660, 0, 1),
    ("tty0", 0o20620, 0, 1),
]
for name, mode, size, links in sorted(entries):
    print(f"{stat.filemode(mode)} {links:>2} {size:>6} {name}")
