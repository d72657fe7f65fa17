x = f"{'\n'.join(lines)}"
