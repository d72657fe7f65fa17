msg = f"outer {f'inner {x}'} done"
msg2 = f'''triple {x} with "quotes" and 'single' '''
msg3 = f"""multi
line {value}
and {other:>5}"""
msg4 = rf"raw \d+ {pattern}"
msg5 = fr'{x}\n'
msg6 = Rf"{x}"
msg7 = f"{x!r}" f'{y!s}' f"""{z!a}"""
msg8 = f"{lambda_result}"
msg9 = f"{(lambda x: x * 2)(3)}"
msg10 = f"{x if x else 'default'}"
msg11 = f"{dict(a=1)}"
msg12 = f"{ {'a': 1}['a'] }"
msg13 = f"{x:{fill}{align}{width}}"
msg14 = f"{3.14159:.{digits}f}"
msg15 = f"{'nested ' + f'{1 + 1}'}"
msg16 = f"{x!r:^{w}}"
msg17 = f"\N{BULLET} {item}"
msg18 = f"{a}\n{b}\t{c}"
msg19 = f"{x == y}"
msg20 = f"{x != y}"
msg21 = f"{a >= b} {a <= b} {a > b} {a < b}"
msg22 = f"{ x = }"
msg23 = f"{x=!s}"
msg24 = f'{",".join(items)}'
msg25 = f"{'a':{'b'}}"
msg26 = f"{x}" "{not a field}"
msg27 = f"{(yield)}" if False else None
msg28 = f"{x:=10}"
msg29 = f"{(x:=10)}"
