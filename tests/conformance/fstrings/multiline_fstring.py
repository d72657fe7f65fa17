user = "sam"
balance = 1520.5
count = 3
msg = (
    f"User: {user}\n"
    f"Balance: ${balance:,.2f}\n"
    f"Orders: {count:02d}"
)
print(msg)
summary = f"""Report for {user.upper()}
  balance: {balance:>10.1f}
  ratio:   {count / 7:.2%}"""
print(summary)
