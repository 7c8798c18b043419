import protobuf from 'protobufjs';
import { ONNX_SCHEMA_JSON } from './onnx-schema.ts';

const onnx = protobuf.Root.fromJSON(ONNX_SCHEMA_JSON as protobuf.INamespace);
const ModelProto = onnx.lookupType('onnx.ModelProto');

/** ONNX's TensorProto.DataType and AttributeProto.AttributeType values used here. */
const FLOAT = 1;
const INT64 = 7;
const ATTRIBUTE_FLOAT = 1;
const ATTRIBUTE_INT = 2;
const ATTRIBUTE_INTS = 7;
/** The IR version of ONNX 1.14+ and the operator set the graph is written for (onnxruntime ≥ 1.15 runs it). */
const IR_VERSION = 9;
const OPSET = 18;

type Dim = number | string;
type AttributeValue = number | readonly number[];

interface Attribute {
  name: string;
  type: number;
  i?: number;
  f?: number;
  ints?: number[];
}

/** Collects the nodes and weights of one ONNX graph and writes it as a serialized ModelProto. */
export class OnnxGraphBuilder {
  private readonly nodes: object[] = [];
  private readonly initializers: object[] = [];
  private readonly inputs: object[] = [];
  private readonly outputs: object[] = [];
  private readonly int64Constants = new Map<string, string>();
  private nextId = 0;

  input(name: string, dims: readonly Dim[]): string {
    this.inputs.push(valueInfo(name, dims));
    return name;
  }

  output(name: string, from: string, dims: readonly Dim[]): void {
    this.node('Identity', [from], {}, name);
    this.outputs.push(valueInfo(name, dims));
  }

  /** A float32 weight of the given shape. */
  weight(name: string, dims: readonly number[], values: Float32Array): string {
    const unique = `${name}#${this.nextId++}`;
    const bytes = new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
    this.initializers.push({ name: unique, dims, dataType: FLOAT, rawData: bytes.slice() });
    return unique;
  }

  scalar(name: string, value: number): string {
    return this.weight(name, [], Float32Array.of(value));
  }

  /** A 1-D int64 constant (the axes, shapes and slice bounds operators take as inputs); shared. */
  int64s(values: readonly number[]): string {
    const key = values.join(',');
    const known = this.int64Constants.get(key);
    if (known !== undefined) return known;
    const name = `int64[${key}]`;
    const data = BigInt64Array.from(values, (v) => BigInt(v));
    this.initializers.push({
      name,
      dims: [values.length],
      dataType: INT64,
      rawData: new Uint8Array(data.buffer),
    });
    this.int64Constants.set(key, name);
    return name;
  }

  /** Adds a node and answers the name of its (only) output. */
  node(
    op: string,
    inputs: readonly string[],
    attributes: Record<string, AttributeValue> = {},
    outputName?: string,
  ): string {
    const output = outputName ?? `${op}_${this.nextId++}`;
    this.nodes.push({
      opType: op,
      name: output,
      input: inputs,
      output: [output],
      attribute: Object.entries(attributes).map(([name, value]) => attribute(name, value)),
    });
    return output;
  }

  /** The graph as the bytes of an ONNX model file. */
  serialize(graphName: string): Uint8Array {
    const model = ModelProto.fromObject({
      irVersion: IR_VERSION,
      producerName: 'tengen-engine',
      opsetImport: [{ domain: '', version: OPSET }],
      graph: {
        name: graphName,
        node: this.nodes,
        initializer: this.initializers,
        input: this.inputs,
        output: this.outputs,
      },
    });
    return ModelProto.encode(model).finish();
  }
}

function attribute(name: string, value: AttributeValue): Attribute {
  if (typeof value !== 'number') return { name, type: ATTRIBUTE_INTS, ints: [...value] };
  if (Number.isInteger(value)) return { name, type: ATTRIBUTE_INT, i: value };
  return { name, type: ATTRIBUTE_FLOAT, f: value };
}

function valueInfo(name: string, dims: readonly Dim[]): object {
  return {
    name,
    type: {
      tensorType: {
        elemType: FLOAT,
        shape: { dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
      },
    },
  };
}
