// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// A minimal smart account for the sandbox devnets: a stand-in for the ERC-4337 accounts a real
/// embedded wallet deploys, small enough to read in one sitting. Not audited; never hold real
/// funds with it. There is no EntryPoint: the owner signs a batch of calls, and anyone (the
/// sandbox's relayer, which pays the gas like a paymaster would) submits it.
///
/// - `owner` is the embedded wallet's key (it stays in the secure site); the address is fixed by
///   the factory's CREATE2, so it is known before the first transaction deploys the account.
/// - `execute`: one call or an atomic batch (ERC-5792 wallet_sendCalls), signed by the owner.
/// - ERC-1271 `isValidSignature`: messages the owner signed count as the account's.
/// - Sessions (ERC-7715 smart sessions, native-token recurring allowance only): a dapp's session
///   key plus the sandbox cosigner may send native coin up to an allowance per period, until the
///   expiry or a revoke. Both signatures are checked here, so a cosigner that refuses stops it,
///   and the allowance holds even against a cosigner that would sign too much.
contract SmartAccount {
    struct Call {
        address target;
        uint256 value;
        bytes data;
    }

    struct Session {
        address signer;
        address cosigner;
        uint64 expiry;
        uint64 period;
        uint64 periodStart;
        uint64 nonce;
        uint128 allowance;
        uint128 spent;
        bool revoked;
    }

    address public immutable owner;
    /// Orders the owner's batches: a signed batch runs once.
    uint256 public nonce;
    mapping(bytes32 => Session) public sessions;

    event Executed(uint256 indexed nonce, uint256 calls);
    event SessionAdded(bytes32 indexed id, address signer, address cosigner, uint128 allowance, uint64 period, uint64 expiry);
    event SessionRevoked(bytes32 indexed id);
    event SessionSpent(bytes32 indexed id, address indexed to, uint256 value);

    constructor(address owner_) {
        require(owner_ != address(0), "owner");
        owner = owner_;
    }

    receive() external payable {}

    /// What the owner signs (EIP-191) to run `calls`: bound to this account, chain and nonce.
    function batchDigest(Call[] calldata calls, uint256 batchNonce) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), block.chainid, batchNonce, keccak256(abi.encode(calls))));
    }

    /// Runs the calls in order, all or none. The owner may call it directly; anyone else needs
    /// the owner's signature over `batchDigest(calls, nonce)`.
    function execute(Call[] calldata calls, bytes calldata signature) external payable {
        if (msg.sender != owner) {
            require(_recover(_ethSigned(batchDigest(calls, nonce)), signature) == owner, "not owner");
        }
        emit Executed(nonce, calls.length);
        nonce++;
        for (uint256 i = 0; i < calls.length; i++) {
            _call(calls[i].target, calls[i].value, calls[i].data);
        }
    }

    /// Only through `execute` (the owner signed it): a session grant is one of the batch's calls.
    function addSession(bytes32 id, address signer, address cosigner, uint128 allowance, uint64 period, uint64 expiry) external {
        require(msg.sender == address(this), "only self");
        require(sessions[id].signer == address(0), "session exists");
        require(signer != address(0) && cosigner != address(0) && period > 0 && expiry > block.timestamp, "bad session");
        sessions[id] = Session(signer, cosigner, expiry, period, uint64(block.timestamp), 0, allowance, 0, false);
        emit SessionAdded(id, signer, cosigner, allowance, period, expiry);
    }

    function revokeSession(bytes32 id) external {
        require(msg.sender == address(this), "only self");
        sessions[id].revoked = true;
        emit SessionRevoked(id);
    }

    /// What the session key and the cosigner both sign (EIP-191) to send `value` to `to`.
    function sessionDigest(bytes32 id, address to, uint256 value, uint64 sessionNonce) public view returns (bytes32) {
        return keccak256(abi.encode(address(this), block.chainid, id, sessionNonce, to, value));
    }

    /// A session's spend: native coin only (no calldata, never to the account itself), within the
    /// allowance of the current period, before the expiry, not revoked, signed by both keys.
    function executeSession(bytes32 id, address to, uint256 value, bytes calldata signerSignature, bytes calldata cosignerSignature) external {
        Session storage s = sessions[id];
        require(s.signer != address(0), "unknown session");
        require(!s.revoked, "session revoked");
        require(block.timestamp < s.expiry, "session expired");
        require(to != address(this), "not to self");
        bytes32 digest = _ethSigned(sessionDigest(id, to, value, s.nonce));
        require(_recover(digest, signerSignature) == s.signer, "not session signer");
        require(_recover(digest, cosignerSignature) == s.cosigner, "not cosigner");
        if (block.timestamp >= s.periodStart + s.period) {
            // A new period: whole periods since the grant, so the window does not drift.
            s.periodStart += ((uint64(block.timestamp) - s.periodStart) / s.period) * s.period;
            s.spent = 0;
        }
        require(uint256(s.spent) + value <= s.allowance, "allowance exceeded");
        s.spent += uint128(value);
        s.nonce++;
        emit SessionSpent(id, to, value);
        _call(to, value, "");
    }

    /// ERC-1271: a hash the owner signed is signed by this account.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _recover(hash, signature) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }

    function _call(address target, uint256 value, bytes memory data) private {
        (bool ok, bytes memory result) = target.call{value: value}(data);
        if (!ok) {
            // Bubble the callee's revert reason up, so the wallet shows why.
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    function _ethSigned(bytes32 digest) private pure returns (bytes32) {
        return keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", digest));
    }

    /// ecrecover of a 65-byte signature, refusing malleable (high-s) ones; address(0) when invalid.
    function _recover(bytes32 digest, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return address(0);
        return ecrecover(digest, v, r, s);
    }
}

/// Deploys SmartAccounts by CREATE2: an owner's address is known before it is deployed, and the
/// first batch can deploy and run in one transaction.
contract SmartAccountFactory {
    /// Accounts this factory made (the sandbox relayer pays gas only for them).
    mapping(address => bool) public isAccount;

    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    function accountAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(SmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }

    /// Deploys the owner's account, or returns it when it already exists (anyone may deploy it:
    /// the owner is part of the address, so nobody else can take it).
    function createAccount(address owner, bytes32 salt) public returns (SmartAccount account) {
        address predicted = accountAddress(owner, salt);
        if (predicted.code.length > 0) return SmartAccount(payable(predicted));
        account = new SmartAccount{salt: salt}(owner);
        isAccount[address(account)] = true;
        emit AccountCreated(address(account), owner, salt);
    }

    /// The first transaction: deploy, then run the owner's signed batch.
    function createAccountAndExecute(address owner, bytes32 salt, SmartAccount.Call[] calldata calls, bytes calldata signature) external {
        createAccount(owner, salt).execute(calls, signature);
    }
}
