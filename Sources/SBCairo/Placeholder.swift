// placeholder until the SBCairo work lands
