-- A redemption's points transaction names the voucher it gave: TransactionHistory answers it, so the member finds
-- her codes again after the confirmation. Redemptions confirmed before this migration are matched by member and
-- moment (the confirmation writes the transaction at its own confirmed_at).
ALTER TABLE transactions ADD COLUMN voucher_code TEXT;

UPDATE transactions
SET voucher_code = (
  SELECT redemptions.voucher_code
  FROM redemptions
  WHERE redemptions.member_id = transactions.member_id
    AND redemptions.status = 'CONFIRMED'
    AND redemptions.confirmed_at = transactions.occurred_at
  LIMIT 1
)
WHERE type = 'REDEEM';
