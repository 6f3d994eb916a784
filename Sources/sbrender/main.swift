print("sbrender")
