```python
print(1)
```
