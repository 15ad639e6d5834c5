// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

interface IToken {
    function transfer(address to, uint256 value) external;
    function transferFrom(address from, address to, uint256 value) external;
}

interface IWrappedNative {
    function deposit() external payable;
    function withdraw(uint256 value) external;
}

/// x*y=k pool for one ERC-20 (`token0`) and the wrapped native coin (`token1`), 0.3% fee.
/// It also takes and pays the native coin directly, so swaps from ETH need no approval,
/// like the swap flows the kit drives against the real blockchain API.
contract ConstantProductPool {
    address public immutable token0;
    address public immutable token1;
    address public immutable owner;
    uint256 public reserve0;
    uint256 public reserve1;

    event Swap(address indexed sender, address indexed tokenIn, uint256 amountIn, uint256 amountOut, address indexed to);

    constructor(address token0_, address wrappedNative_) {
        token0 = token0_;
        token1 = wrappedNative_;
        owner = msg.sender;
    }

    // Only the wrapped-native contract sends coin here, when unwrapping.
    receive() external payable {
        require(msg.sender == token1, "direct native transfer");
    }

    function addLiquidity(uint256 amount0, uint256 amount1) external {
        require(msg.sender == owner, "only owner");
        _pull(token0, amount0);
        _pull(token1, amount1);
        reserve0 += amount0;
        reserve1 += amount1;
    }

    /// The owner takes liquidity out (as wrapped native); emptied, the pool quotes nothing, which
    /// is how the sandbox plays a provider with no liquidity for a pair.
    function removeLiquidity(uint256 amount0, uint256 amount1) external {
        require(msg.sender == owner, "only owner");
        reserve0 -= amount0;
        reserve1 -= amount1;
        _push(token0, owner, amount0);
        _push(token1, owner, amount1);
    }

    // A swap mined after its deadline reverts, as routers do, so a transaction stuck in a
    // wallet cannot execute at a price long gone.
    modifier beforeDeadline(uint256 deadline) {
        require(block.timestamp <= deadline, "expired");
        _;
    }

    function getAmountOut(address tokenIn, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = tokenIn == token0 ? (reserve0, reserve1) : (reserve1, reserve0);
        require(tokenIn == token0 || tokenIn == token1, "unknown token");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function swap(address tokenIn, uint256 amountIn, uint256 minAmountOut, address to, uint256 deadline) external beforeDeadline(deadline) returns (uint256 amountOut) {
        amountOut = _quote(tokenIn, amountIn, minAmountOut);
        _pull(tokenIn, amountIn);
        _push(tokenIn == token0 ? token1 : token0, to, amountOut);
        emit Swap(msg.sender, tokenIn, amountIn, amountOut, to);
    }

    function swapNativeForToken(uint256 minAmountOut, address to, uint256 deadline) external payable beforeDeadline(deadline) returns (uint256 amountOut) {
        amountOut = _quote(token1, msg.value, minAmountOut);
        IWrappedNative(token1).deposit{value: msg.value}();
        _push(token0, to, amountOut);
        emit Swap(msg.sender, address(0), msg.value, amountOut, to);
    }

    function swapTokenForNative(uint256 amountIn, uint256 minAmountOut, address payable to, uint256 deadline) external beforeDeadline(deadline) returns (uint256 amountOut) {
        amountOut = _quote(token0, amountIn, minAmountOut);
        _pull(token0, amountIn);
        IWrappedNative(token1).withdraw(amountOut);
        (bool ok, ) = to.call{value: amountOut}("");
        require(ok, "native transfer");
        emit Swap(msg.sender, token0, amountIn, amountOut, address(to));
    }

    // Computes the output and books the new reserves before any token moves.
    function _quote(address tokenIn, uint256 amountIn, uint256 minAmountOut) internal returns (uint256 amountOut) {
        require(amountIn > 0, "zero amount");
        amountOut = getAmountOut(tokenIn, amountIn);
        require(amountOut >= minAmountOut, "slippage");
        if (tokenIn == token0) {
            reserve0 += amountIn;
            reserve1 -= amountOut;
        } else {
            reserve1 += amountIn;
            reserve0 -= amountOut;
        }
    }

    // Low-level calls so tokens that return nothing (USDT style) work as well as standard ones.
    function _pull(address token, uint256 value) internal {
        _call(token, abi.encodeCall(IToken.transferFrom, (msg.sender, address(this), value)));
    }

    function _push(address token, address to, uint256 value) internal {
        _call(token, abi.encodeCall(IToken.transfer, (to, value)));
    }

    function _call(address token, bytes memory data) internal {
        (bool ok, bytes memory ret) = token.call(data);
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "token call failed");
    }
}
