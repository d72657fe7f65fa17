user = {"name": "O'Neil", "score": 97.456}
msg = (
    f"Player: {user['name']}\n"
    f"Score:  {user['score']:.1f}\n"
    f"Grade:  {'A' if user['score'] >= 90 else 'B'}"
)
print(msg)
print(f'{user["name"]!r}')
print(f"""triple {user["score"]:.0f}
second line {len(user)}""")
print(f"tab\t{user['name']}|")
print(rf"raw {user['name']} \n stays")
