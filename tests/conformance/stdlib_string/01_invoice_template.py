# Fill an invoice e-mail from a template.
from string import Template

tpl = Template("""Dear $customer,

Invoice #${invoice_id} for $$${amount} is due on $due.
Items: $items
-- ${company}Team
""")
data = {"customer": "Ms. Rivera", "invoice_id": 1042, "amount": "1,250.00", "due": "2024-07-01",
        "items": ", ".join(["consulting", "travel"]), "company": "Acme "}
print(tpl.substitute(data))
print(tpl.substitute(data, customer="Dr. Chen"))
print(tpl.get_identifiers())
print(tpl.is_valid())
