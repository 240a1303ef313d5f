/**
 * The calls, harness interface and policy every latency subject shares. Kept apart from peer.ts
 * so that a CapFence subject does not load the peer's SDK into its process (and its RSS).
 */
export interface PeerCall {
  tool: string;
  args: Record<string, unknown>;
}

export interface PeerHarness {
  readonly name: string;
  readonly version: string;
  decide(call: PeerCall): Promise<'allow' | 'deny'> | 'allow' | 'deny';
  close?(): void | Promise<void>;
}

/** The policy both sides are configured with. */
export interface PeerPolicy {
  readonly readTools: readonly string[];
  readonly emailTool: string;
  readonly recipientArg: string;
  readonly allowedRecipients: readonly string[];
  readonly paymentTool: string;
  readonly amountArg: string;
  /** Inclusive: an amount equal to the maximum is allowed. */
  readonly maxAmount: number;
}

export const DEFAULT_PEER_POLICY: PeerPolicy = {
  readTools: ['read_file', 'search', 'list_files', 'get_balance'],
  emailTool: 'send_email',
  recipientArg: 'to',
  allowedRecipients: ['alice@example.com', 'bob@example.com'],
  paymentTool: 'send_money',
  amountArg: 'amount',
  maxAmount: 500,
};
