r1 = r"\d+\.\d*"
r2 = R'\n is not a newline'
r3 = r"""raw
triple \t"""
r4 = r"\""
r5 = r'\''
r6 = r"C:\Users\name\file.txt"
r7 = r"\N{BULLET}"
r8 = r"trailing backslash pair \\"
r9 = rf"{x}\n"
